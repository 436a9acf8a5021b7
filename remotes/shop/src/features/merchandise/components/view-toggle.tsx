import type { MerchandiseView } from '../model';
import { CartIcon, GridIcon } from './icons';
import styles from '../merchandise-page.module.css';

/** Switches between the product list and the cart; the cart side shows the number of unique items. */
export function ViewToggle({
  view,
  cartCount,
  onChange,
}: {
  view: MerchandiseView;
  cartCount: number;
  onChange: (view: MerchandiseView) => void;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label="Tampilan toko">
      <button
        type="button"
        className={styles.toggleButton}
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
      >
        <GridIcon />
        Produk
      </button>
      <button
        type="button"
        className={styles.toggleButton}
        aria-pressed={view === 'cart'}
        onClick={() => onChange('cart')}
      >
        <CartIcon />
        Keranjang
        <span className={styles.toggleCount} aria-hidden="true" data-testid="cart-toggle-count">
          {cartCount}
        </span>
        <span className="visually-hidden">({cartCount} produk)</span>
      </button>
    </div>
  );
}
