import { useCartStore } from '@niec/shared/cart';
import { addAvailability, toCartLine, type AddAvailability } from './cart-rules';
import type { CatalogueProduct } from '../features/merchandise/model';

/** The Add to Cart state of one product, live from the shared cart store, and the guarded action. */
export function useAddToCart(product: CatalogueProduct): { availability: AddAvailability; add: () => boolean } {
  const items = useCartStore((state) => state.items);
  const availability = addAvailability(product, items);
  const add = () => {
    // Until the browser has read the stored cart, an added item would be replaced by the stored one. Asked at the
    // press, not at the render: a press kept before hydration is carried out right after the hydrating commit,
    // whose render still saw the server's 'not read yet' (docs/decisions/009-presses-before-hydration.md).
    if (!useCartStore.persist.hasHydrated()) return false;
    // Re-checked against the store itself, so a double click or another tab cannot break the rules.
    const { items: current, addItem } = useCartStore.getState();
    if (addAvailability(product, current).kind !== 'available') return false;
    addItem(toCartLine(product));
    return true;
  };
  return { availability, add };
}
