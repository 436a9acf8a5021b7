import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Loading,
  StatusMessage,
  uiClasses,
  useAsync,
  usePageMeta,
  type PageProps,
  type TrackingRecord,
} from '@niec/shared';
import { fetchTracking } from './api/fetch-tracking';
import { fetchTrackingHistory } from './api/fetch-tracking-history';
import { BrandBar } from './components/brand-bar';
import { TrackingTimeline } from './components/tracking-timeline';
import {
  canShowHistory,
  courierDisplayName,
  displayedViewCount,
  newestFirst,
  publicTrackingUrl,
  TRACKING_LIMIT_MESSAGE,
  TRACKING_VIEW_LIMIT,
} from './lib/tracking-view';
import styles from './tracking-page.module.css';

function History({ record }: { record: TrackingRecord }) {
  const [attempt, setAttempt] = useState(0);
  const history = useAsync(
    (signal) => fetchTrackingHistory(record.waybill_id, record.courier_company, signal),
    [record.waybill_id, record.courier_company, attempt],
  );
  if (history.status === 'loading') return <Loading label="Memuat riwayat pengiriman..." />;
  if (history.status === 'error') {
    return (
      <StatusMessage
        tone="error"
        title="Riwayat pengiriman belum dapat dimuat."
        action={
          <button type="button" className={uiClasses.buttonSecondary} onClick={() => setAttempt((n) => n + 1)}>
            Coba lagi
          </button>
        }
      >
        <p>Layanan kurir sedang sibuk. Coba lagi beberapa saat lagi.</p>
      </StatusMessage>
    );
  }
  if (history.data.length === 0) {
    return (
      <StatusMessage title="Belum ada riwayat pengiriman">
        <p>Paket belum diserahkan ke kurir. Riwayat muncul setelah paket dijemput.</p>
      </StatusMessage>
    );
  }
  return <TrackingTimeline events={newestFirst(history.data)} />;
}

function ViewCounter({ count }: { count: number }) {
  const shown = displayedViewCount(count);
  return (
    <div className={styles.views}>
      <p className={styles.viewsNote}>Riwayat pengiriman hanya dapat dilihat sebanyak {TRACKING_VIEW_LIMIT} kali.</p>
      <p className={styles.viewsCount}>
        Sudah dilihat{' '}
        <strong data-testid="tracking-count">
          {shown} dari {TRACKING_VIEW_LIMIT}
        </strong>{' '}
        kali
      </p>
      <span className={styles.pips} aria-hidden="true">
        {Array.from({ length: TRACKING_VIEW_LIMIT }, (_, i) => (
          <span key={i} className={`${styles.pip} ${i < shown ? styles.pipUsed : ''}`} />
        ))}
      </span>
    </div>
  );
}

function TrackingDetails({ record }: { record: TrackingRecord }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="tracking-parcel-title">
        <h2 id="tracking-parcel-title" className={styles.cardTitle}>
          Detail Paket
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>Nama Lengkap</dt>
            <dd>{record.nama_lengkap}</dd>
          </div>
          <div>
            <dt>Nomor Resi</dt>
            <dd className={styles.waybill}>{record.no_resi}</dd>
          </div>
          <div>
            <dt>Kurir</dt>
            <dd>{courierDisplayName(record.courier_company)}</dd>
          </div>
        </dl>
        <ViewCounter count={record.count_tracking} />
      </section>
      <section className={styles.card} aria-labelledby="tracking-history-title">
        <h2 id="tracking-history-title" className={styles.cardTitle}>
          Riwayat Pengiriman
        </h2>
        {canShowHistory(record.count_tracking) ? (
          <History record={record} />
        ) : (
          <div className={styles.limit} role="status">
            <p className={styles.limitTitle}>{TRACKING_LIMIT_MESSAGE}</p>
            <p>Anda tetap dapat melacak paket ini di situs mitra pengiriman kami dengan nomor resi di atas.</p>
            <a
              className={uiClasses.buttonSecondary}
              href={publicTrackingUrl(record.waybill_id, record.courier_company)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Lacak di situs Biteship
              <span className="visually-hidden"> (membuka tab baru)</span>
            </a>
          </div>
        )}
      </section>
    </>
  );
}

function TrackingContent({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  // Each request counts one view on the server: one request per id and attempt, even when React
  // runs the effect twice (StrictMode in development).
  const requests = useRef(new Map<string, Promise<TrackingRecord | null>>());
  const record = useAsync(() => {
    const key = `${id}#${attempt}`;
    let request = requests.current.get(key);
    if (!request) {
      request = fetchTracking(id);
      requests.current.set(key, request);
    }
    return request;
  }, [id, attempt]);

  let body;
  if (record.status === 'loading') body = <Loading />;
  else if (record.status === 'error') {
    body = (
      <StatusMessage
        tone="error"
        title="Data pelacakan tidak dapat dimuat."
        action={
          <button type="button" className={uiClasses.button} onClick={() => setAttempt((n) => n + 1)}>
            Coba lagi
          </button>
        }
      >
        <p>Periksa koneksi internet Anda, lalu coba lagi.</p>
      </StatusMessage>
    );
  } else if (record.data === null) {
    body = (
      <StatusMessage
        title="Pesanan tidak ditemukan"
        action={
          <Link className={uiClasses.button} to="/merchandise">
            Lihat Merchandise
          </Link>
        }
      >
        <p>
          Tidak ada pesanan dengan kode pelacakan <strong>{id}</strong>. Periksa kembali tautan pelacakan dari email
          konfirmasi pesanan Anda.
        </p>
      </StatusMessage>
    );
  } else {
    body = <TrackingDetails record={record.data} />;
  }
  if (record.status !== 'success' || record.data === null) body = <div className={styles.card}>{body}</div>;

  return (
    <div className={styles.content}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Tracking Order</h1>
        <p className={styles.subtitle}>Lacak perjalanan paket merchandise NIEC Anda.</p>
      </div>
      {body}
    </div>
  );
}

/** /merchandise/tracking/{id}: rendered by the host outside the main layout (`standalone`). */
export default function TrackingPage({ standalone }: PageProps) {
  usePageMeta({ title: 'Tracking Order', description: 'Lacak pengiriman pesanan merchandise NIEC Indonesia.' });
  const { id = '' } = useParams();
  if (!standalone) return <TrackingContent id={id} />;
  return (
    <div className={styles.shell}>
      <a href="#tracking-main" className={styles.skip}>
        Langsung ke konten
      </a>
      <BrandBar />
      <main id="tracking-main" className={styles.main} tabIndex={-1}>
        <TrackingContent id={id} />
      </main>
    </div>
  );
}
