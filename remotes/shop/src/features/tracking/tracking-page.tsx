import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Await, Link, useParams } from 'react-router-dom';
import {
  ExternalLink,
  Loading,
  LoadError,
  NEEDS_SCRIPT,
  ScriptRequired,
  StatusMessage,
  uiClasses,
  usePageMeta,
  useRouteData,
  type PageProps,
  type TrackingEvent,
} from '@niec/shared';
import { href, ROUTES } from '@niec/shared/routes';
import { fetchTrackingHistory } from './api/fetch-tracking-history';
import { BrandBar } from './components/brand-bar';
import { TrackingTimeline } from './components/tracking-timeline';
import {
  newestFirst,
  publicTrackingUrl,
  TRACKING_LIMIT_MESSAGE,
  TRACKING_VIEW_LIMIT,
  type TrackingHistory,
} from './model';
import type { TrackingData } from './tracking.loader';
import styles from './tracking-page.module.css';

type HistoryState =
  | { kind: 'events'; events: TrackingEvent[] }
  | { kind: 'failed'; waybillId: string; courierCompany: string }
  | { kind: 'retrying'; waybillId: string; courierCompany: string };

/**
 * The history the loader brought (streamed into the page on its first load), or its failed state when the
 * aggregator failed or did not answer in time: 'Coba lagi' then asks it again from the browser for the history alone
 * (asking for the record again would count another view).
 */
function History({ initial }: { initial: Exclude<TrackingHistory, { kind: 'limit' }> }) {
  const [history, setHistory] = useState<HistoryState>(initial);
  // A reloaded record brings its own history: start from it again.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setHistory(initial);
  }
  const retry = useRef<AbortController | null>(null);
  useEffect(() => () => retry.current?.abort(), []);

  const tryAgain = (waybillId: string, courierCompany: string) => {
    retry.current?.abort();
    const controller = new AbortController();
    retry.current = controller;
    setHistory({ kind: 'retrying', waybillId, courierCompany });
    fetchTrackingHistory(waybillId, courierCompany, controller.signal).then(
      (events) => {
        if (!controller.signal.aborted) setHistory({ kind: 'events', events: newestFirst(events) });
      },
      () => {
        if (!controller.signal.aborted) setHistory({ kind: 'failed', waybillId, courierCompany });
      },
    );
  };

  if (history.kind === 'retrying') return <Loading label="Memuat riwayat pengiriman..." />;
  if (history.kind === 'failed') {
    return (
      <LoadError
        title="Riwayat pengiriman belum dapat dimuat."
        message="Layanan kurir sedang sibuk. Coba lagi beberapa saat lagi."
        onRetry={() => tryAgain(history.waybillId, history.courierCompany)}
      />
    );
  }
  if (history.events.length === 0) {
    return (
      <StatusMessage title="Belum ada riwayat pengiriman">
        <p>Paket belum diserahkan ke kurir. Riwayat muncul setelah paket dijemput.</p>
      </StatusMessage>
    );
  }
  return <TrackingTimeline events={history.events} />;
}

/**
 * The history's loading state, which the server sends first while the courier answers; the history follows in the
 * same response (docs/decisions/011-streamed-parts.md). A browser without script never shows what is streamed in
 * after it, so it offers the courier's own tracking page instead of a spinner that never ends.
 */
function HistoryLoading({ publicUrl }: { publicUrl: string }) {
  return (
    <>
      <div {...NEEDS_SCRIPT}>
        <Loading label="Memuat riwayat pengiriman..." />
      </div>
      <ScriptRequired title="Riwayat pengiriman membutuhkan JavaScript.">
        Anda tetap dapat melacak paket ini di situs mitra pengiriman kami dengan nomor resi di atas:{' '}
        <ExternalLink href={publicUrl}>Lacak di situs Biteship</ExternalLink>
      </ScriptRequired>
    </>
  );
}

function ViewCounter({ shown }: { shown: number }) {
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

function TrackingDetails({ parcel }: { parcel: TrackingData }) {
  const { history, waybillId, courierCompany } = parcel;
  // One object per parcel, so a re-render does not start the failed history's retry state over.
  const failed = useMemo(() => ({ kind: 'failed', waybillId, courierCompany }) as const, [waybillId, courierCompany]);
  return (
    <>
      <section className={styles.card} aria-labelledby="tracking-parcel-title">
        <h2 id="tracking-parcel-title" className={styles.cardTitle}>
          Detail Paket
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>Nama Lengkap</dt>
            <dd>{parcel.name}</dd>
          </div>
          <div>
            <dt>Nomor Resi</dt>
            <dd className={styles.waybill}>{parcel.waybill}</dd>
          </div>
          <div>
            <dt>Kurir</dt>
            <dd>{parcel.courier}</dd>
          </div>
        </dl>
        <ViewCounter shown={parcel.views} />
      </section>
      <section className={styles.card} aria-labelledby="tracking-history-title">
        <h2 id="tracking-history-title" className={styles.cardTitle}>
          Riwayat Pengiriman
        </h2>
        <Suspense fallback={<HistoryLoading publicUrl={publicTrackingUrl(waybillId, courierCompany)} />}>
          <Await resolve={history} errorElement={<History initial={failed} />}>
            {(shown: TrackingHistory) =>
              shown.kind === 'limit' ? (
                <div className={styles.limit} role="status">
                  <p className={styles.limitTitle}>{TRACKING_LIMIT_MESSAGE}</p>
                  <p>Anda tetap dapat melacak paket ini di situs mitra pengiriman kami dengan nomor resi di atas.</p>
                  <ExternalLink className={uiClasses.buttonSecondary} href={shown.publicUrl}>
                    Lacak di situs Biteship
                  </ExternalLink>
                </div>
              ) : (
                <History initial={shown} />
              )
            }
          </Await>
        </Suspense>
      </section>
    </>
  );
}

function TrackingContent({ id }: { id: string }) {
  // The record and its history, from the page's loader (tracking.loader.ts). The loader runs once per page
  // view (the host keeps one request per URL in flight), and every run counts one view on the server.
  const record = useRouteData<TrackingData>();

  let body;
  if (record.status === 'loading') body = <Loading />;
  else if (record.status === 'error') {
    body = (
      <LoadError
        title="Data pelacakan tidak dapat dimuat."
        message="Periksa koneksi internet Anda, lalu coba lagi."
        onRetry={record.reload}
      />
    );
  } else if (record.status === 'not-found') {
    body = (
      <StatusMessage
        title="Pesanan tidak ditemukan"
        action={
          <Link className={uiClasses.button} to={href('merchandise')}>
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
    body = <TrackingDetails parcel={record.data} />;
  }
  if (record.status !== 'success') body = <div className={styles.card}>{body}</div>;

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

/** The tracking page (`tracking`, a parcel's id in its path): rendered by the host outside the main layout (`standalone`). */
export default function TrackingPage({ standalone }: PageProps) {
  usePageMeta({ title: ROUTES.tracking.title, description: ROUTES.tracking.description });
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
