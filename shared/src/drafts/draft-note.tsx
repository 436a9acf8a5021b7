import { OFFLINE_MESSAGE, type DraftControl } from './control';
import styles from './drafts.module.css';

/**
 * Above a form: 'Draf tersimpan' with 'Hapus draf' once a saved draft was restored, and the offline message
 * (role=alert, so a screen reader hears it at once) when a send found no connection. Nothing on the server: a
 * draft is only known in the browser, after hydration.
 */
export function DraftNote({ draft, onDiscard }: { draft: DraftControl; onDiscard: () => void }) {
  return (
    <>
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
