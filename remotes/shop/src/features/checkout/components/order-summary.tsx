import { formatRupiah } from '@niec/shared';
import type { CheckoutSummary } from '../lib/summary';
import styles from './order-summary.module.css';

/** The payment summary panel: items, shipping cost once chosen, total. */
export function OrderSummary({
  summary,
  courierName,
}: {
  summary: CheckoutSummary;
  /** The chosen courier, shown under the shipping cost. */
  courierName?: string | null;
}) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        Ringkasan Pembayaran
      </h2>
      <ul className={styles.items}>
        {summary.lines.map((line) => (
          <li key={line.key} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.itemName}>{line.name}</span>
              <span className={styles.itemQty}>
                {line.quantity} × {formatRupiah(line.value)}
              </span>
            </div>
            <span className={styles.itemTotal}>{formatRupiah(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatRupiah(summary.cartTotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            Ongkos kirim
            {courierName ? <span className={styles.courier}>{courierName}</span> : null}
          </dt>
          <dd>
            {summary.ongkir === null ? (
              <span className={styles.pending}>Belum dipilih</span>
            ) : (
              formatRupiah(summary.ongkir)
            )}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatRupiah(summary.total)}</dd>
        </div>
      </dl>
      <p className={styles.secure}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
            fill="currentColor"
          />
        </svg>
        Pembayaran aman melalui penyedia pembayaran resmi.
      </p>
    </section>
  );
}
