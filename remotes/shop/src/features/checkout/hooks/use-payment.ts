import { useCallback, useEffect, useRef, useState } from 'react';
import { type OrderPayload } from '@niec/shared';
import { useCartStore } from '@niec/shared/cart';
import { clearDraft } from '@niec/shared/drafts';
import { createOrder, ORDER_MESSAGES } from '../api/create-order';
import { ADDRESS_DRAFT_KEY } from '../lib/constants';
import { loadSnap } from '../lib/snap';

export type PaymentNotice = { tone: 'success' | 'info' | 'error'; message: string };
/** The dialog that follows a first payment's success or pending result. */
export type PaymentDialog = 'success' | 'pending' | null;

export const PAYMENT_MESSAGES = {
  success: 'Pembayaran berhasil. Terima kasih!',
  pending:
    'Pembayaran Anda menunggu penyelesaian. Selesaikan pembayaran sesuai instruksi; pesanan diproses setelah pembayaran kami terima.',
  error: 'Pembayaran gagal. Silakan coba lagi atau gunakan metode pembayaran lain.',
  closed: 'Jendela pembayaran ditutup sebelum pembayaran selesai. Tekan Bayar untuk melanjutkan.',
  scriptFailed: 'Halaman pembayaran tidak dapat dimuat. Periksa koneksi Anda, lalu tekan Bayar lagi.',
} as const;

/**
 * 'Bayar': without a token the order is created and its token kept; then the payment popup opens.
 * With a token already held (the popup was shown before) it reopens with it and results only notify,
 * except that a paid order always empties the stored cart: the old site's "only notify" would leave the
 * bought items in the cart, a defect of the old site.
 * An in-flight ref plus the disabled button make a double click create one order, never two.
 */
export function usePayment(buildPayload: () => OrderPayload) {
  const token = useRef<string | null>(null);
  const popupShown = useRef(false);
  const inFlight = useRef(false);
  /** The popup is showing (its callbacks have not run yet). */
  const popupOpen = useRef(false);
  const [busy, setBusy] = useState(false);
  /** Paid or waiting for payment: Bayar is done for this order. */
  const [settled, setSettled] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [dialog, setDialog] = useState<PaymentDialog>(null);
  /** The order's number as the payment provider reports it (for 'Lanjutkan via WhatsApp'). */
  const [orderId, setOrderId] = useState<string | null>(null);

  // Leaving checkout (the browser's back button) while the popup shows must not leave it over the next page.
  useEffect(
    () => () => {
      if (popupOpen.current) window.snap?.hide?.();
    },
    [],
  );

  const release = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
  }, []);

  const pay = useCallback(async () => {
    if (inFlight.current || settled) return;
    inFlight.current = true;
    setBusy(true);
    setNotice(null);

    if (!token.current) {
      // A refused order (422) and any other failure have their own messages (api/create-order.ts).
      const order = await createOrder(buildPayload());
      if (order.status !== 'accepted') {
        console.error('Checkout failed', order);
        setNotice({ tone: 'error', message: order.status === 'failed' ? order.message : ORDER_MESSAGES.orderRejected });
        release();
        return;
      }
      token.current = order.data;
      // The order holds the address now: its draft has done its work (docs/decisions/010-form-drafts.md).
      clearDraft(ADDRESS_DRAFT_KEY);
    }

    let snap;
    try {
      snap = await loadSnap();
    } catch (error) {
      console.error('Payment script failed to load', error);
      setNotice({ tone: 'error', message: PAYMENT_MESSAGES.scriptFailed });
      release();
      return;
    }

    const firstOpen = !popupShown.current;
    popupShown.current = true;
    popupOpen.current = true;
    snap.pay(token.current, {
      onSuccess: (result) => {
        popupOpen.current = false;
        if (typeof result?.order_id === 'string' && result.order_id) setOrderId(result.order_id);
        setNotice({ tone: 'success', message: PAYMENT_MESSAGES.success });
        setSettled(true);
        useCartStore.getState().emptyCart();
        if (firstOpen) setDialog('success');
      },
      onPending: () => {
        popupOpen.current = false;
        setNotice({ tone: 'info', message: PAYMENT_MESSAGES.pending });
        setSettled(true);
        if (firstOpen) setDialog('pending');
      },
      onError: () => {
        popupOpen.current = false;
        setNotice({ tone: 'error', message: PAYMENT_MESSAGES.error });
        release();
      },
      onClose: () => {
        popupOpen.current = false;
        setNotice({ tone: 'info', message: PAYMENT_MESSAGES.closed });
        release();
      },
    });
  }, [buildPayload, release, settled]);

  return { pay, busy, settled, notice, dismissNotice: () => setNotice(null), dialog, orderId };
}
