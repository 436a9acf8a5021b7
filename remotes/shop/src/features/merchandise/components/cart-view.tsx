import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatRupiah, StatusMessage, uiClasses, PressButton } from '@niec/shared';
import { useCartStore } from '@niec/shared/cart';
import { href } from '@niec/shared/routes';
import { cartHoldsMember } from '../../../lib/cart-rules';
import type { CheckoutRouteState } from '../../../lib/checkout-route-state';
import { CartLine } from './cart-line';
import styles from '../merchandise-page.module.css';

/** The cart view of /merchandise: lines with quantity controls, the total, emptying and checkout. */
export function CartView({ onShowProducts }: { onShowProducts: () => void }) {
  const items = useCartStore((state) => state.items);
  const isEmpty = useCartStore((state) => state.isEmpty);
  const totalItems = useCartStore((state) => state.totalItems);
  const totalUniqueItems = useCartStore((state) => state.totalUniqueItems);
  const cartTotal = useCartStore((state) => state.cartTotal);
  const emptyCart = useCartStore((state) => state.emptyCart);
  const navigate = useNavigate();
  const isMember = cartHoldsMember(items);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone or disabled afterwards: keep keyboard focus in the cart.
  const focusCart = () => heading.current?.focus();

  const checkout = () => {
    const state: CheckoutRouteState = { items, cartTotal, isMember };
    void navigate(href('checkout'), { state });
  };

  return (
    <div className={styles.cartLayout}>
      <section className={styles.cartMain} aria-labelledby="cart-heading">
        <h2 id="cart-heading" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
          Keranjang Belanja
        </h2>
        {isEmpty ? (
          <StatusMessage
            title="Keranjang kamu masih kosong"
            action={
              <PressButton type="button" className={uiClasses.buttonSecondary} onClick={onShowProducts}>
                Lihat Produk
              </PressButton>
            }
          >
            Pilih kaos, hoodie, tumbler atau paket membership NIEC favoritmu.
          </StatusMessage>
        ) : (
          <ul className={styles.lines}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} onRemoved={focusCart} />
            ))}
          </ul>
        )}
      </section>
      <aside className={styles.summary} aria-labelledby="summary-heading">
        <h2 id="summary-heading" className={styles.summaryTitle}>
          Ringkasan Belanja
        </h2>
        <dl className={styles.summaryList}>
          <div>
            <dt>Jumlah produk</dt>
            <dd>{totalUniqueItems}</dd>
          </div>
          <div>
            <dt>Jumlah barang</dt>
            <dd>{totalItems}</dd>
          </div>
          <div className={styles.summaryTotal}>
            <dt>Total</dt>
            <dd data-testid="cart-total">{formatRupiah(cartTotal)}</dd>
          </div>
        </dl>
        {isMember ? (
          <p className={styles.summaryNote}>
            Pesananmu berisi paket member: kamu akan diminta mendaftar sebagai member saat checkout.
          </p>
        ) : null}
        <p className={styles.summaryNote}>Ongkos kirim dihitung di langkah berikutnya.</p>
        <div className={styles.summaryActions}>
          <PressButton
            type="button"
            className={`${uiClasses.button} ${styles.primaryButton}`}
            disabled={isEmpty}
            onClick={checkout}
          >
            Checkout
          </PressButton>
          <PressButton
            type="button"
            className={uiClasses.buttonSecondary}
            disabled={isEmpty}
            onClick={() => {
              emptyCart();
              focusCart();
            }}
          >
            Kosongkan Keranjang
          </PressButton>
        </div>
      </aside>
    </div>
  );
}
