import { useState } from 'react';
import { Loading, LoadError, useAsync } from '@niec/shared';
import { SafeHtml } from '@niec/shared/html';
import { Modal } from '@niec/shared/modal';
import { formatDateShort } from '@niec/shared/dates';
import { fetchDescription, knownDescription } from '../api/fetch-description';
import type { ScholarshipItem } from '../model';
import { FundingBadge } from './scholarship-card';
import styles from './scholarship-description-modal.module.css';

type DescriptionState = { status: 'loading' } | { status: 'loaded'; html: string | null } | { status: 'failed' };

/**
 * The description of the card the modal shows: what the tab already read, or read now (the page's data carries
 * the cards' fields only). A failed read says so in the modal, with 'Coba lagi'.
 */
function useDescription(item: ScholarshipItem | null): [DescriptionState | null, () => void] {
  const [attempt, setAttempt] = useState(0);
  const read = useAsync(
    (signal) =>
      item
        ? fetchDescription(item, signal).catch((error: unknown) => {
            if (!signal.aborted) console.error('Error fetching scholarship description', error);
            throw error;
          })
        : Promise.resolve(null),
    [item, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  if (!item) return [null, retry];
  // A description this tab already read shows at once, not after a frame of 'Memuat deskripsi...'.
  const known = knownDescription(item);
  if (known !== undefined) return [{ status: 'loaded', html: known }, retry];
  if (read.status === 'success') return [{ status: 'loaded', html: read.data }, retry];
  return [read.status === 'error' ? { status: 'failed' } : { status: 'loading' }, retry];
}

/**
 * The 'Description' modal (docs/product-rules.md#scholarships). The old site had it but nothing opened it; here each
 * card's button opens it with that scholarship's full details: its facts at once, its description as soon as it
 * is read.
 */
export function ScholarshipDescriptionModal({ item, onClose }: { item: ScholarshipItem | null; onClose: () => void }) {
  const [description, retry] = useDescription(item);
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
          {description?.status === 'loading' ? (
            <Loading label="Memuat deskripsi..." />
          ) : description?.status === 'failed' ? (
            <LoadError
              title="Deskripsi belum dapat dimuat."
              message="Periksa koneksi internet Anda, lalu coba lagi."
              onRetry={retry}
            />
          ) : description?.html ? (
            // Focusable so keyboard users can scroll a long description with the arrow keys.
            <SafeHtml
              className={styles.description}
              html={description.html}
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
