import { Link } from 'react-router-dom';
import { formatRupiah, type CartItem, PressButton } from '@niec/shared';
import { useCartStore } from '@niec/shared/cart';
import { href } from '@niec/shared/routes';
import { TrashIcon } from './icons';
import styles from '../merchandise-page.module.css';

/** A sane upper bound for one line; bigger orders go through the consultancy directly. */
export const MAX_QUANTITY = 99;

/** Stepper buttons use aria-disabled so focus stays on them at the limits. */
function QuantityStepper({ item, name }: { item: CartItem; name: string }) {
  const updateItemQuantity = useCartStore((state) => state.updateItemQuantity);
  return (
    <div className={styles.stepper} role="group" aria-label={`Jumlah ${name}`}>
      <PressButton
        type="button"
        className={styles.stepperButton}
        aria-label={`Kurangi jumlah ${name}`}
        aria-disabled={item.quantity <= 1 || undefined}
        onClick={() => {
          if (item.quantity > 1) updateItemQuantity(item.id, item.quantity - 1);
        }}
      >
        <span aria-hidden="true">−</span>
      </PressButton>
      <output className={styles.stepperValue} aria-live="polite">
        {item.quantity}
      </output>
      <PressButton
        type="button"
        className={styles.stepperButton}
        aria-label={`Tambah jumlah ${name}`}
        aria-disabled={item.quantity >= MAX_QUANTITY || undefined}
        onClick={() => {
          if (item.quantity < MAX_QUANTITY) updateItemQuantity(item.id, item.quantity + 1);
        }}
      >
        <span aria-hidden="true">+</span>
      </PressButton>
    </div>
  );
}

export function CartLine({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const removeItem = useCartStore((state) => state.removeItem);
  const name = item.name_product ?? `Produk ${item.id}`;
  const isMember = item.is_with_member === 1;
  return (
    <li className={styles.line}>
      <div className={styles.lineThumb}>
        {item.image ? (
          <img src={item.image} alt="" width={540} height={306} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            NIEC
          </span>
        )}
      </div>
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>
          {item.code_product ? (
            <Link to={href('productDetail', { code_product: item.code_product })}>{name}</Link>
          ) : (
            name
          )}
        </h3>
        <p className={styles.lineMeta}>
          {formatRupiah(item.price)}
          {isMember ? null : ' / pcs'}
        </p>
        {isMember ? <p className={styles.memberNote}>Paket member · 1 per pesanan</p> : null}
      </div>
      <div className={styles.lineQuantity}>
        {isMember ? (
          <p className={styles.fixedQuantity}>Jumlah: {item.quantity}</p>
        ) : (
          <QuantityStepper item={item} name={name} />
        )}
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">Subtotal </span>
        {formatRupiah(item.itemTotal)}
      </p>
      <PressButton
        type="button"
        className={styles.removeButton}
        aria-label={`Hapus ${name} dari keranjang`}
        onClick={() => {
          removeItem(item.id);
          onRemoved();
        }}
      >
        <TrashIcon />
        <span className={styles.removeText}>Hapus</span>
      </PressButton>
    </li>
  );
}
