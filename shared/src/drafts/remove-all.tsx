import { useEffect, useState } from 'react';
import { PressButton, useHydrated } from '@niec/shared';
import { REMOVED_ALL_MESSAGE } from './control';
import { REMOVE_ALL_LABEL } from './draft-note';
import { countDrafts, pruneDrafts, removeAllDrafts } from './store';
import styles from './drafts.module.css';

/**
 * 'Hapus semua draf di perangkat ini' on a page of its own (the footer links to it from every page): every draft
 * and every consent on the device removed, then said in a status. A `PressButton`: pressed before hydration, the
 * press is kept and carried out once it is hydrated (docs/decisions/009-presses-before-hydration.md). How many
 * drafts the device holds is only known in the browser: the server's HTML says nothing about it.
 */
export function RemoveAllDrafts() {
  const hydrated = useHydrated();
  const [removed, setRemoved] = useState(false);
  // Read while rendering once hydrated (the server knows nothing of the device): counts only what a form would
  // restore, and the expired ones go from the storage too.
  const count = hydrated && !removed ? countDrafts() : null;

  useEffect(() => pruneDrafts(), []);

  const removeAll = () => {
    removeAllDrafts();
    setRemoved(true);
  };

  return (
    <div className={styles.panel}>
      {count !== null ? (
        <p className={styles.count}>
          {count === 0
            ? 'Saat ini tidak ada draf formulir yang tersimpan di perangkat ini.'
            : `Saat ini ada ${count} draf formulir yang tersimpan di perangkat ini.`}
        </p>
      ) : null}
      <PressButton className={styles.removeAllButton} onClick={removeAll}>
        {REMOVE_ALL_LABEL}
      </PressButton>
      <p role="status" className={styles.removedNotice}>
        {removed ? REMOVED_ALL_MESSAGE : null}
      </p>
    </div>
  );
}
