import { useCallback, useMemo, useRef, useState } from 'react';
import { isAxiosError } from '@niec/shared';
import { clearDraft } from './store';

/** What the visitor reads when a form is sent with no connection (docs/decisions/010-form-drafts.md). */
export const OFFLINE_MESSAGE = 'Tidak ada koneksi. Data Anda tersimpan; kirim lagi saat online.';

/** The device says it has no network (a browser without the flag is taken as online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A request that got no answer at all: the network failed, or the device is offline. */
export function isNoResponse(error: unknown): boolean {
  return isOffline() || (isAxiosError(error) && !error.response);
}

/**
 * One form's draft: its storage key, whether a draft was restored (the note shows), and what a send does with it.
 * Made by `useDraft`, bound to a form by `FormikDraft` (@niec/shared/forms) or `useNativeFormDraft`, shown by
 * `DraftNote`.
 */
export interface DraftControl {
  readonly key: string;
  /** A saved draft was restored into the form and not removed since: 'Draf tersimpan' shows. */
  readonly restored: boolean;
  /** The last send found no connection: the offline message shows. */
  readonly offline: boolean;
  /** Call before sending: false (and the offline message shows) when the device is offline. */
  readonly beforeSend: () => boolean;
  /** The send got no answer: the draft stays and the offline message shows. */
  readonly sendFailedOffline: () => void;
  /** The form was accepted: its draft is removed and nothing more is saved for it on this page. */
  readonly sent: () => void;
  /** Set by the binders: a draft was restored (true) or removed by 'Hapus draf' (false). */
  readonly setRestored: (restored: boolean) => void;
  /** True once the form was accepted: the binders stop saving. */
  readonly isClosed: () => boolean;
}

export function useDraft(key: string): DraftControl {
  const [restored, setRestored] = useState(false);
  const [offline, setOffline] = useState(false);
  const closed = useRef(false);

  const beforeSend = useCallback(() => {
    const online = !isOffline();
    setOffline(!online);
    return online;
  }, []);
  const sendFailedOffline = useCallback(() => setOffline(true), []);
  const sent = useCallback(() => {
    closed.current = true;
    clearDraft(key);
    setRestored(false);
    setOffline(false);
  }, [key]);
  const isClosed = useCallback(() => closed.current, []);

  return useMemo(
    () => ({ key, restored, offline, beforeSend, sendFailedOffline, sent, setRestored, isClosed }),
    [key, restored, offline, beforeSend, sendFailedOffline, sent, isClosed],
  );
}
