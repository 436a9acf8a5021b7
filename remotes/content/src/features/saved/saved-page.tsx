import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatCount,
  Loading,
  PressButton,
  StatusMessage,
  uiClasses,
  useHydrated,
  usePageMeta,
  useRouteData,
} from '@niec/shared';
import { href, ROUTES } from '@niec/shared/routes';
import {
  parseSavedKey,
  removeAllSaved,
  saveAll,
  SAVED_KIND_LABELS,
  SAVED_KINDS,
  SaveButton,
  sharedListQuery,
  tellServiceWorker,
  useFetchedPageData,
  useSavedItems,
  type SavedItem,
  type SavedKind,
} from '@niec/shared/saved';
import { ShareControl } from '@niec/shared/share';
import layout from '../../lib/layout.module.css';
import type { SavedListItem, SavedPageData } from './model';
import styles from './saved-page.module.css';

/** Where to look for something to save, when the list is empty. */
const BROWSE = [
  { label: 'Beasiswa', to: href('scholarships') },
  { label: 'Study Tour', to: href('studyTour') },
  { label: 'Artikel', to: href('articles') },
  { label: 'Lowongan Kerja', to: href('vacancies') },
  { label: 'Merchandise', to: href('merchandise') },
] as const;

/** The link of a list: its ids by kind, on this site's /tersimpan. */
const sharedPath = (keys: readonly string[]) => `${href('saved')}?${sharedListQuery(keys).toString()}`;

/**
 * /tersimpan (docs/decisions/015-saved-list.md). Without a query: the visitor's own list, kept on this device only,
 * grouped by kind, each item with its current state (a closed scholarship 'Ditutup', a record that is gone said
 * so), 'Bagikan daftar' and 'Hapus semua'. With a shared link's ids: that list, rendered by the server, read-only,
 * each item with its own 'Simpan' and 'Simpan semua ke daftar saya'.
 */
export default function SavedPage() {
  const { status, data } = useRouteData<SavedPageData>();
  const shared = data?.list ?? null;
  usePageMeta({
    title: shared ? 'Daftar tersimpan yang dibagikan' : ROUTES.saved.title,
    description: ROUTES.saved.description,
    noindex: true,
  });
  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <span className={uiClasses.heroEyebrow}>Tersimpan</span>
          <h1 className={uiClasses.heroTitle}>{shared ? 'Daftar yang dibagikan' : 'Daftar tersimpan Anda'}</h1>
          <p className={uiClasses.heroText}>
            {shared
              ? 'Seseorang membagikan daftar ini dari NIEC Indonesia. Simpan yang Anda minati ke daftar Anda sendiri.'
              : 'Beasiswa, kampus, study tour, lowongan, merchandise dan artikel yang Anda simpan. Daftar ini hanya ada di perangkat ini, tanpa akun.'}
          </p>
        </div>
      </header>
      <div className={`${layout.container} ${styles.page}`}>
        {status === 'loading' ? (
          <div aria-busy="true">
            <Loading />
          </div>
        ) : status === 'error' || !data ? (
          <StatusMessage title="Daftar tersimpan gagal dimuat" tone="error">
            <p>Periksa koneksi Anda, lalu muat ulang halaman ini.</p>
          </StatusMessage>
        ) : shared ? (
          <SharedList items={shared.items} incomplete={shared.incomplete} />
        ) : (
          <OwnList />
        )}
      </div>
    </>
  );
}

/** The items of a list by kind, in SAVED_KINDS' order, the kinds without items left out. */
function byKind<T extends { key: string }>(items: readonly T[]): { kind: SavedKind; items: T[] }[] {
  return SAVED_KINDS.map((kind) => ({
    kind,
    items: items.filter((item) => parseSavedKey(item.key)?.kind === kind),
  })).filter((group) => group.items.length > 0);
}

function Group({ kind, count, children }: { kind: SavedKind; count: number; children: ReactNode }) {
  const headingId = `tersimpan-${kind}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {SAVED_KIND_LABELS[kind]} <span className={styles.groupCount}>({formatCount(count)})</span>
      </h2>
      <ul className={`${uiClasses.bareList} ${styles.items}`}>{children}</ul>
    </section>
  );
}

/** One item: its title (a link while it exists), its facts and state, and its 'Simpan'. */
function Item({ item, fallback }: { item: SavedListItem | null; fallback?: SavedItem }) {
  const key = item?.key ?? fallback?.key ?? '';
  const parsed = parseSavedKey(key);
  const kind = parsed?.kind ?? 'artikel';
  const title = item?.title ?? fallback?.title;
  const link = item?.href ?? fallback?.href;
  const gone = item?.missing === true;
  return (
    <li className={`${styles.item} ${gone ? styles.gone : ''}`}>
      <div className={styles.itemBody}>
        {item?.meta || item?.closed ? (
          <p className={styles.meta}>
            {item.closed ? <span className={styles.closed}>Ditutup</span> : null}
            {item.meta ? <span>{item.meta}</span> : null}
          </p>
        ) : null}
        <h3 className={styles.itemTitle}>
          {title && link && !gone ? (
            <Link to={link} className={styles.itemLink}>
              {title}
            </Link>
          ) : (
            (title ?? `${SAVED_KIND_LABELS[kind]} yang dibagikan`)
          )}
        </h3>
        {gone ? (
          <p className={styles.state}>Sudah tidak tersedia lagi di NIEC Indonesia.</p>
        ) : !title ? (
          <p className={styles.state}>Belum dapat dimuat. Muat ulang halaman untuk mencoba lagi.</p>
        ) : null}
      </div>
      {parsed && title && link ? <SaveButton kind={kind} id={parsed.id} title={title} href={link} /> : null}
    </li>
  );
}

/** A shared link's list: read-only, each item with its own 'Simpan', and all of them at once. */
function SharedList({ items, incomplete }: { items: SavedListItem[]; incomplete: boolean }) {
  const [added, setAdded] = useState<number | null>(null);
  const savable = items.filter(
    (item): item is SavedListItem & { title: string; href: string } => !!item.title && !!item.href && !item.missing,
  );
  return (
    <>
      <div className={`${uiClasses.panel} ${styles.toolbar}`}>
        <p className={styles.summary}>{formatCount(items.length)} item dalam daftar ini</p>
        <div className={styles.actions}>
          {savable.length > 0 ? (
            <PressButton
              className={`${uiClasses.button} ${styles.scripted}`}
              onClick={() => setAdded(saveAll(savable.map(({ key, title, href: to }) => ({ key, title, href: to }))))}
            >
              Simpan semua ke daftar saya
            </PressButton>
          ) : null}
          <Link to={href('saved')} className={uiClasses.buttonSecondary}>
            Lihat daftar saya
          </Link>
        </div>
        <p className={styles.status} role="status">
          {added === null
            ? ''
            : added > 0
              ? `${formatCount(added)} item ditambahkan ke daftar Anda.`
              : 'Semua item ini sudah ada di daftar Anda.'}
        </p>
      </div>
      {incomplete ? (
        <p className={styles.notice} role="status">
          Sebagian bagian situs tidak menjawab tepat waktu, jadi sebagian item belum dapat dimuat. Muat ulang halaman
          ini sebentar lagi.
        </p>
      ) : null}
      {byKind(items).map((group) => (
        <Group key={group.kind} kind={group.kind} count={group.items.length}>
          {group.items.map((item) => (
            <Item key={item.key} item={item} />
          ))}
        </Group>
      ))}
    </>
  );
}

/**
 * The visitor's own list: the server cannot know it, so it shows once the page is hydrated (a loading state
 * until then, a note without script). What was kept on the device is shown at once; each item's current state
 * follows from the same loader as a shared link's (React Router's fetcher).
 */
function OwnList() {
  const hydrated = useHydrated();
  const items = useSavedItems();
  // The records are asked for the list as it was when the page opened (or emptied): an item removed here stays
  // on screen, its 'Simpan' released, so a press by mistake is undone by pressing again.
  const [asked, setAsked] = useState<readonly SavedItem[] | null>(null);
  if (hydrated && asked === null && items.length > 0) setAsked(items);
  const shown = asked ?? items;
  const fresh = useFetchedPageData<SavedPageData>(asked && asked.length ? sharedPath(asked.map((i) => i.key)) : null);
  const [cleared, setCleared] = useState(false);
  // The site's service worker keeps the list's pages for reading offline: told here too, for a list saved before it
  // was there.
  useEffect(() => tellServiceWorker(), []);

  if (!hydrated)
    return (
      <div aria-busy="true">
        <Loading label="Memuat daftar tersimpan…" />
        <noscript>
          <p className={styles.notice}>Daftar tersimpan disimpan di browser perangkat ini dan memerlukan JavaScript.</p>
        </noscript>
      </div>
    );

  if (shown.length === 0)
    return (
      <StatusMessage title={cleared ? 'Daftar tersimpan telah dikosongkan' : 'Belum ada yang disimpan'}>
        <p>
          Tekan <strong>Simpan</strong> pada beasiswa, kampus, study tour, lowongan, merchandise atau artikel yang ingin
          Anda ingat. Semuanya terkumpul di sini, di perangkat ini.
        </p>
        <ul className={`${uiClasses.bareList} ${styles.browse}`}>
          {BROWSE.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.chip}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </StatusMessage>
    );

  const records = new Map((fresh.data?.list?.items ?? []).map((item) => [item.key, item]));
  const savedKeys = items.map((item) => item.key);
  return (
    <>
      <div className={`${uiClasses.panel} ${styles.toolbar}`}>
        <p className={styles.summary}>{formatCount(items.length)} item tersimpan di perangkat ini</p>
        {items.length > 0 ? (
          <div className={styles.share}>
            <h2 className={styles.shareTitle}>Bagikan daftar</h2>
            <p className={styles.shareText}>
              Satu tautan berisi daftar ini. Yang membukanya dapat melihatnya dan menyimpannya ke daftarnya sendiri.
            </p>
            <ShareControl
              title="Daftar tersimpan saya di NIEC Indonesia"
              path={sharedPath(savedKeys)}
              label="Kirim lewat"
            />
          </div>
        ) : null}
        <PressButton
          className={`${uiClasses.buttonSecondary} ${styles.clear}`}
          onClick={() => {
            if (!window.confirm('Hapus semua item tersimpan di perangkat ini?')) return;
            removeAllSaved();
            setAsked([]);
            setCleared(true);
          }}
          disabled={items.length === 0}
        >
          Hapus semua
        </PressButton>
      </div>
      {fresh.status === 'error' ? (
        <p className={styles.notice} role="status">
          Keadaan terbaru belum dapat dimuat (mungkin Anda sedang offline), jadi daftar ditampilkan seperti saat
          disimpan.
        </p>
      ) : fresh.data?.list?.incomplete ? (
        <p className={styles.notice} role="status">
          Sebagian bagian situs tidak menjawab tepat waktu, jadi keadaan sebagian item belum diperbarui.
        </p>
      ) : null}
      {byKind(shown).map((group) => (
        <Group key={group.kind} kind={group.kind} count={group.items.length}>
          {group.items.map((item) => (
            <Item key={item.key} item={records.get(item.key) ?? null} fallback={item} />
          ))}
        </Group>
      ))}
    </>
  );
}
