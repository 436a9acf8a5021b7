import { getConfig } from '@niec/shared';
import { loadScript } from '@niec/shared/html';

/** What the card-payment provider passes to the callbacks (the fields checkout reads). */
export interface SnapResult {
  status_code?: string;
  status_message?: string;
  transaction_status?: string;
  order_id?: string;
  gross_amount?: string;
  payment_type?: string;
  [key: string]: unknown;
}

export interface SnapCallbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
}

export interface SnapApi {
  pay: (token: string, callbacks: SnapCallbacks) => void;
  /** Closes an open popup without calling any callback. */
  hide?: () => void;
}

declare global {
  interface Window {
    snap?: SnapApi;
  }
}

/** Loads the payment popup script named by the runtime config (once) and returns window.snap. */
export async function loadSnap(): Promise<SnapApi> {
  const { paymentScriptUrl, paymentClientKey } = getConfig();
  await loadScript(paymentScriptUrl, { 'data-client-key': paymentClientKey });
  if (!window.snap) throw new Error('The payment script loaded without window.snap');
  return window.snap;
}
