import { act, renderHook } from '@testing-library/react';
import { hydrateCart, useCartStore } from '@niec/shared/cart';
import { useAddToCart } from './use-add-to-cart';
import type { CatalogueProduct } from '../features/merchandise/model';

const kaos: CatalogueProduct = {
  id: 1,
  code: 'NIEC-001',
  name: 'Kaos NIEC Study Abroad',
  price: 150000,
  isMember: false,
  image: null,
};

// A press made before hydration is carried out by the press contract right after the commit that hydrated its
// button (docs/decisions/009-presses-before-hydration.md): with the handler of that hydrating render, which still
// saw the server's cart, not yet read from the device.
test('a press carried out with the handler of a render before the stored cart was read adds once it has been read', async () => {
  const { result } = renderHook(() => useAddToCart(kaos));
  const addOfTheHydratingRender = result.current.add;

  // Not read yet: adding now would be undone by the stored cart, so nothing is added.
  expect(addOfTheHydratingRender()).toBe(false);
  expect(useCartStore.getState().items).toEqual([]);

  await act(() => hydrateCart());
  let added = false;
  act(() => {
    added = addOfTheHydratingRender();
  });
  expect(added).toBe(true);
  expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 1, quantity: 1 })]);
  // The rules still hold at the press: a second press adds nothing more.
  act(() => {
    added = addOfTheHydratingRender();
  });
  expect(added).toBe(false);
  expect(useCartStore.getState().totalItems).toBe(1);
});
