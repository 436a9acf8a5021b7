import { useId } from 'react';
import { PressButton } from '@niec/shared';
import { OFFLINE_MESSAGE, REMOVED_ALL_MESSAGE, type DraftControl } from './control';
import styles from './drafts.module.css';

/** What the consent box says: what is kept, where and for how long (docs/decisions/010-form-drafts.md). */
export const CONSENT_LABEL = 'Simpan draf formulir ini di perangkat ini';
export const CONSENT_HINT =
  'Isian yang Anda ketik (tanpa data pribadi sensitif) disimpan di browser perangkat ini selama 7 hari, agar tidak ' +
  'hilang bila koneksi terputus. Jangan aktifkan di perangkat bersama.';
export const REMOVE_ALL_LABEL = 'Hapus semua draf di perangkat ini';

/**
 * At the top of a form with a draft: the visitor's choice to keep one (a real, unnamed checkbox rendered by the
 * server unticked, so it is never posted with the form and a tick made before hydration counts), 'Hapus semua draf
 * di perangkat ini' beside it, then 'Draf tersimpan' with 'Hapus draf' once a saved draft was restored, and the
 * offline message (role=alert, so a screen reader hears it at once) when a send found no connection. A draft is
 * only known in the browser, after hydration: the server's HTML has the box unticked and no note.
 */
export function DraftNote({ draft, onDiscard }: { draft: DraftControl; onDiscard: () => void }) {
  const id = useId();
  const boxId = `${id}-consent`;
  const hintId = `${id}-consent-hint`;
  const { bindConsentBox } = draft;
  return (
    <>
      <div className={styles.consent}>
        <div className={styles.choice}>
          <input
            ref={bindConsentBox}
            id={boxId}
            type="checkbox"
            className={styles.box}
            checked={draft.consented}
            onChange={(event) => draft.setConsent(event.currentTarget.checked)}
            aria-describedby={hintId}
          />
          <label htmlFor={boxId} className={styles.label}>
            {CONSENT_LABEL}
          </label>
        </div>
        <p id={hintId} className={styles.hint}>
          {CONSENT_HINT}
        </p>
        <div className={styles.removeRow}>
          <PressButton className={styles.removeAll} onClick={draft.removeAll}>
            {REMOVE_ALL_LABEL}
          </PressButton>
          <p role="status" className={styles.removed}>
            {draft.removedAll ? REMOVED_ALL_MESSAGE : null}
          </p>
        </div>
      </div>
      {draft.offline ? (
        <p role="alert" className={styles.offline}>
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
      {draft.restored ? (
        <div role="status" className={styles.note}>
          <p className={styles.text}>
            <strong className={styles.title}>Draf tersimpan</strong>
            <span className={styles.detail}>Isian Anda sebelumnya kami pulihkan dari perangkat ini.</span>
          </p>
          <button type="button" className={styles.discard} onClick={onDiscard}>
            Hapus draf
          </button>
        </div>
      ) : null}
    </>
  );
}
