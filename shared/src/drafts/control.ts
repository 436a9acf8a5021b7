import { useCallback, useMemo, useRef, useState } from 'react';
import { isAxiosError } from '@niec/shared';
import { clearDraft, grantDraftConsent, hasDraftConsent, removeAllDrafts, withdrawDraftConsent } from './store';

/** What the visitor reads when a form is sent with no connection (docs/decisions/010-form-drafts.md). */
export const OFFLINE_MESSAGE = 'Tidak ada koneksi. Data Anda tersimpan; kirim lagi saat online.';
/** What the visitor reads once 'Hapus semua draf di perangkat ini' has run (role=status). */
export const REMOVED_ALL_MESSAGE = 'Semua draf di perangkat ini telah dihapus.';

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
  /**
   * The visitor agreed that this form keeps its draft on this device. False on the server and in the first render
   * (the box is rendered unticked), until `adoptConsent` finds the consent given before.
   */
  readonly consented: boolean;
  /** The ref of the consent box (`DraftNote` renders it): a tick made before hydration is the visitor's consent. */
  readonly bindConsentBox: (box: HTMLInputElement | null) => void;
  /** The visitor ticked (stored on the device) or unticked the box (the consent and the draft removed at once). */
  readonly setConsent: (consent: boolean) => void;
  /**
   * Once, after hydration, by the binders: whether the visitor agreed, by ticking the box before hydration (stored
   * now) or earlier on this device; the box shows it. Never unticks what the visitor ticked.
   */
  readonly adoptConsent: () => boolean;
  /** 'Hapus semua draf di perangkat ini': every draft and consent on the device removed; this form keeps none. */
  readonly removeAll: () => void;
  /** Everything was removed by `removeAll` (and not agreed again since): its message shows. */
  readonly removedAll: boolean;
}

export function useDraft(key: string): DraftControl {
  const [restored, setRestored] = useState(false);
  const [offline, setOffline] = useState(false);
  const [consented, setConsented] = useState(false);
  const [removedAll, setRemovedAll] = useState(false);
  const consentBox = useRef<HTMLInputElement | null>(null);
  const bindConsentBox = useCallback((box: HTMLInputElement | null) => {
    consentBox.current = box;
  }, []);
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

  const setConsent = useCallback(
    (consent: boolean) => {
      setConsented(consent);
      setRemovedAll(false);
      if (consent) {
        grantDraftConsent(key);
        return;
      }
      withdrawDraftConsent(key);
      setRestored(false);
    },
    [key],
  );
  const adoptConsent = useCallback(() => {
    // The server renders the box unticked: ticked now, it was the visitor, before hydration.
    const tickedEarly = consentBox.current?.checked === true;
    if (tickedEarly) grantDraftConsent(key);
    const agreed = tickedEarly || hasDraftConsent(key);
    if (agreed) setConsented(true);
    return agreed;
  }, [key]);
  const removeAll = useCallback(() => {
    removeAllDrafts();
    setConsented(false);
    setRestored(false);
    setRemovedAll(true);
  }, []);

  return useMemo(
    () => ({
      key,
      restored,
      offline,
      beforeSend,
      sendFailedOffline,
      sent,
      setRestored,
      isClosed,
      consented,
      bindConsentBox,
      setConsent,
      adoptConsent,
      removeAll,
      removedAll,
    }),
    [
      key,
      restored,
      offline,
      beforeSend,
      sendFailedOffline,
      sent,
      isClosed,
      consented,
      bindConsentBox,
      setConsent,
      adoptConsent,
      removeAll,
      removedAll,
    ],
  );
}
