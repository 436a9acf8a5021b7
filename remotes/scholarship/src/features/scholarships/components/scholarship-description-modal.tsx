import { SafeHtml } from '@niec/shared/html';
import { Modal } from '@niec/shared/modal';
import { formatDateShort } from '@niec/shared/dates';
import type { ScholarshipItem } from '../model';
import { FundingBadge } from './scholarship-card';
import styles from './scholarship-description-modal.module.css';

/**
 * The 'Description' modal (docs/product-rules.md#scholarships). The old site had it but nothing opened it; here each
 * card's button opens it with that scholarship's full details.
 */
export function ScholarshipDescriptionModal({ item, onClose }: { item: ScholarshipItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} title="Description" onClose={onClose} closeLabel="Close">
      {item ? (
        <div className={styles.body}>
          <p className={styles.name}>{item.name}</p>
          <FundingBadge fullyFunded={item.fullyFunded} />
          <dl className={styles.facts}>
            <div>
              <dt>Negara</dt>
              <dd>{item.countryName || '-'}</dd>
            </div>
            <div>
              <dt>Universitas</dt>
              <dd>{item.universityName ?? 'Others'}</dd>
            </div>
            <div>
              <dt>Program</dt>
              <dd>{item.programs.length > 0 ? item.programs.join(', ') : '-'}</dd>
            </div>
            <div>
              <dt>Open</dt>
              <dd>{formatDateShort(item.openReg)}</dd>
            </div>
            <div>
              <dt>Deadline</dt>
              <dd>{formatDateShort(item.closeReg)}</dd>
            </div>
          </dl>
          {item.description ? (
            // Focusable so keyboard users can scroll a long description with the arrow keys.
            <SafeHtml
              className={styles.description}
              html={item.description}
              tabIndex={0}
              role="region"
              aria-label={`Deskripsi ${item.name}`}
            />
          ) : (
            <p className={styles.muted}>Belum ada deskripsi lengkap untuk beasiswa ini.</p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
