import { Link, useNavigate } from 'react-router-dom';
import {
  ContinueOnWhatsApp,
  formatRupiah,
  Notice,
  uiClasses,
  type CourierOption,
  type OrderPayload,
  PressButton,
} from '@niec/shared';
import { Modal } from '@niec/shared/modal';
import { href } from '@niec/shared/routes';
import { courierLabel } from '../lib/courier-label';
import { orderWhatsappMessage } from '../lib/whatsapp-message';
import type { MemberValues, ShippingAddress } from '../model';
import { usePayment } from '../hooks/use-payment';
import { StepCard } from './step-layout';
import styles from './payment-step.module.css';
import stepStyles from './step.module.css';

export const THANK_YOU_MESSAGE =
  'Terima Kasih Sudah Membeli! Pesanan kamu akan segera kami proses, harap ditunggu ya ;)';

/** The last step: a review of the order and 'Bayar'. */
export function PaymentStep({
  address,
  regionLabel,
  courier,
  member,
  total,
  buildPayload,
  focusOnMount,
}: {
  address: ShippingAddress;
  /** "Kota Denpasar, Bali", when the names are known. */
  regionLabel: string;
  courier: CourierOption;
  member: MemberValues | null;
  /** Cart total + courier price, repeated beside 'Bayar'. */
  total: number;
  buildPayload: () => OrderPayload;
  focusOnMount: boolean;
}) {
  const navigate = useNavigate();
  const { pay, busy, settled, notice, dismissNotice, dialog, orderId } = usePayment(buildPayload);
  const toMerchandise = () => void navigate(href('merchandise'), { replace: true });

  return (
    <StepCard
      title="Pembayaran"
      intro="Periksa kembali pesanan Anda. Pembayaran dibuka di jendela penyedia pembayaran."
      focusOnMount={focusOnMount}
    >
      {notice ? (
        <Notice tone={notice.tone} onDismiss={settled ? undefined : dismissNotice}>
          {notice.message}
        </Notice>
      ) : null}
      <dl className={styles.review}>
        <div className={styles.block}>
          <dt>Dikirim kepada</dt>
          <dd>
            <strong>{address.nama_lengkap}</strong>
            <br />
            {address.notelp} · {address.email}
          </dd>
        </div>
        <div className={styles.block}>
          <dt>Alamat</dt>
          <dd>
            {address.alamat}
            <br />
            {regionLabel ? `${regionLabel} ` : ''}
            {address.postal_code}
          </dd>
        </div>
        <div className={styles.block}>
          <dt>Kurir</dt>
          <dd>{courierLabel(courier)}</dd>
        </div>
        {member ? (
          <div className={styles.block}>
            <dt>Akun member</dt>
            <dd>{member.email}</dd>
          </div>
        ) : null}
      </dl>
      <div className={`${stepStyles.actions} ${styles.payActions}`}>
        <p className={styles.total}>
          Total pembayaran <strong>{formatRupiah(total)}</strong>
        </p>
        {settled ? (
          <Link className={uiClasses.buttonSecondary} to={href('merchandise')} replace>
            Kembali ke Merchandise
          </Link>
        ) : (
          <PressButton type="button" className={uiClasses.button} onClick={() => void pay()} disabled={busy}>
            {busy ? (
              <>
                <span className={stepStyles.spinner} aria-hidden="true" />
                Memproses pembayaran...
              </>
            ) : (
              'Bayar'
            )}
          </PressButton>
        )}
      </div>
      <Modal
        open={dialog === 'success'}
        title="Pembayaran Berhasil"
        onClose={toMerchandise}
        footer={
          <button type="button" className={uiClasses.button} onClick={toMerchandise}>
            OK
          </button>
        }
      >
        <p className={styles.dialogText}>{THANK_YOU_MESSAGE}</p>
        <p className={styles.dialogText}>
          <ContinueOnWhatsApp
            message={orderWhatsappMessage({
              name: address.nama_lengkap,
              orderId,
              total,
              courier: courierLabel(courier),
            })}
          />
        </p>
      </Modal>
      <Modal
        open={dialog === 'pending'}
        title="Menunggu Pembayaran"
        onClose={toMerchandise}
        footer={
          <button type="button" className={uiClasses.button} onClick={toMerchandise}>
            OK
          </button>
        }
      >
        <p className={styles.dialogText}>
          Silakan selesaikan pembayaran Anda. Pesanan akan kami proses setelah pembayaran diterima.
        </p>
      </Modal>
    </StepCard>
  );
}
