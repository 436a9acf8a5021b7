import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading, StatusMessage, uiClasses, useRouteData } from '@niec/shared';
import bannerUrl from '../../assets/scholarship-banner.svg';
import type { FilterOption, FilterOptions } from './api/fetch-filter-options';
import type { ScholarshipItem } from './api/scholarship-item';
import { FilterAccordion, type FilterGroupView } from './components/filter-accordion';
import { ScholarshipCard } from './components/scholarship-card';
import { ScholarshipDescriptionModal } from './components/scholarship-description-modal';
import { useScholarshipSearch } from './hooks/use-scholarship-search';
import {
  EMPTY_SELECTION,
  FILTER_GROUPS,
  PROGRAMS,
  isEmptySelection,
  selectionFromQuery,
  selectionToQuery,
  toggle,
  type FilterGroup,
} from './lib/filter-state';
import type { ScholarshipsData } from './scholarships.loader';
import styles from './scholarships-page.module.css';

const GROUP_TITLES: Record<FilterGroup, string> = {
  university: 'University',
  country: 'Negara',
  tipe: 'Tipe Pendanaan',
  program: 'Program',
};

const PROGRAM_OPTIONS: FilterOption[] = PROGRAMS.map((p) => ({ value: p, label: p }));

const GROUP_NAMES: Record<keyof FilterOptions, string> = {
  universities: 'universitas',
  countries: 'negara',
  fundingTypes: 'tipe pendanaan',
};

const WIDE = '(min-width: 992px)';

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/**
 * On a wide screen the first group starts open; on a phone all start collapsed above the list. The server
 * cannot know the width: it renders them collapsed, and the browser opens the first one after hydration.
 */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => false);
}

export default function ScholarshipsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = useMemo(() => selectionFromQuery(searchParams), [searchParams]);
  // A group with a ticked box in the URL starts open; otherwise the screen width decides until the visitor
  // opens or closes a group ('initial').
  const [initialGroup] = useState(() => FILTER_GROUPS.find((group) => selection[group].length > 0) ?? null);
  const [chosenGroup, setChosenGroup] = useState<FilterGroup | null | 'initial'>('initial');
  const wide = useWideScreen();
  const openGroup = chosenGroup !== 'initial' ? chosenGroup : (initialGroup ?? (wide ? 'university' : null));
  const [detail, setDetail] = useState<ScholarshipItem | null>(null);
  const route = useRouteData<ScholarshipsData>();
  const { list, updating, retry } = useScholarshipSearch(selection, route);
  const headingId = useId();
  const filterHeadingId = useId();

  // The option lists stay while the data of another selection loads.
  const routeOptions = route.status === 'success' ? route.data.options : undefined;
  const [options, setOptions] = useState(routeOptions);
  if (routeOptions && routeOptions !== options) setOptions(routeOptions);

  useEffect(() => {
    if (route.status === 'error') console.error('Gagal memuat daftar beasiswa', route.error);
  }, [route.status, route.error]);
  useEffect(() => {
    if (!options) return;
    for (const name of Object.keys(GROUP_NAMES) as (keyof FilterOptions)[]) {
      if (options[name] === null) console.error(`Gagal memuat pilihan filter ${GROUP_NAMES[name]}`);
    }
  }, [options]);

  // undefined while loading, null when a list failed.
  const optionsOf = (name: keyof FilterOptions): FilterOption[] | null | undefined =>
    options ? options[name] : route.status === 'error' ? null : undefined;
  const groups: FilterGroupView[] = [
    { group: 'university', title: GROUP_TITLES.university, options: optionsOf('universities') },
    { group: 'country', title: GROUP_TITLES.country, options: optionsOf('countries') },
    { group: 'tipe', title: GROUP_TITLES.tipe, options: optionsOf('fundingTypes') },
    { group: 'program', title: GROUP_TITLES.program, options: PROGRAM_OPTIONS },
  ];

  // The selection lives in the URL: each change is a history entry, so Back undoes it.
  const onToggle = (group: FilterGroup, value: string) =>
    setSearchParams((prev) => selectionToQuery(prev, toggle(selectionFromQuery(prev), group, value)));
  const onReset = () => setSearchParams((prev) => selectionToQuery(prev, EMPTY_SELECTION));

  const labelOf = (group: FilterGroup, value: string): string =>
    groups.find((g) => g.group === group)?.options?.find((o) => o.value === value)?.label ?? value;
  const hasSelection = !isEmptySelection(selection);

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-labelledby={headingId}>
        <div className={styles.bannerInner}>
          <div className={styles.bannerText}>
            <p className={styles.eyebrow}>Scholarship</p>
            <h1 id={headingId} className={styles.title}>
              Beasiswa Kuliah di Luar Negeri
            </h1>
            <p className={styles.lede}>
              Temukan beasiswa penuh maupun sebagian dari universitas dan pemerintah di berbagai negara. Saring menurut
              universitas, negara, tipe pendanaan dan program studi.
            </p>
          </div>
          <img
            className={styles.bannerImage}
            src={bannerUrl}
            width={560}
            height={360}
            alt="Ilustrasi toga wisuda, bola dunia dan sertifikat beasiswa"
          />
        </div>
      </section>

      <div className={styles.layout}>
        <aside className={styles.filters} aria-labelledby={filterHeadingId}>
          <div className={styles.filtersHead}>
            <h2 id={filterHeadingId} className={styles.filtersTitle}>
              Filter Beasiswa
            </h2>
            <button type="button" className={styles.reset} onClick={onReset} disabled={!hasSelection}>
              Reset
            </button>
          </div>
          <FilterAccordion
            groups={groups}
            selection={selection}
            openGroup={openGroup}
            onOpenGroupChange={setChosenGroup}
            onToggle={onToggle}
          />
        </aside>

        <section className={styles.results} aria-labelledby={`${headingId}-results`} aria-busy={updating}>
          <div className={styles.resultsHead}>
            <h2 id={`${headingId}-results`} className="visually-hidden">
              Daftar Beasiswa
            </h2>
            <p className={styles.count} role="status" aria-live="polite">
              {list.status === 'success' ? (
                <>
                  <strong>{list.items.length}</strong> beasiswa ditemukan
                </>
              ) : null}
            </p>
            {updating ? (
              <span className={styles.updating} aria-hidden="true">
                <span className={styles.spinner} /> Memperbarui...
              </span>
            ) : null}
          </div>

          {hasSelection ? (
            <ul className={styles.chips} aria-label="Filter aktif">
              {FILTER_GROUPS.flatMap((group) =>
                selection[group].map((value) => (
                  <li key={`${group}-${value}`}>
                    <button
                      type="button"
                      className={styles.chip}
                      onClick={() => onToggle(group, value)}
                      aria-label={`Hapus filter ${labelOf(group, value)}`}
                    >
                      {labelOf(group, value)}
                      <span aria-hidden="true" className={styles.chipX}>
                        ×
                      </span>
                    </button>
                  </li>
                )),
              )}
            </ul>
          ) : null}

          {list.status === 'loading' ? (
            <Loading />
          ) : list.status === 'error' ? (
            <StatusMessage
              tone="error"
              title="Daftar beasiswa gagal dimuat."
              action={
                <button type="button" className={uiClasses.button} onClick={retry}>
                  Coba lagi
                </button>
              }
            >
              Periksa koneksi internet Anda lalu coba lagi.
            </StatusMessage>
          ) : list.items.length === 0 ? (
            <StatusMessage
              title={
                hasSelection
                  ? 'Tidak ada beasiswa yang sesuai dengan filter yang dipilih.'
                  : 'Belum ada beasiswa yang tersedia saat ini.'
              }
              action={
                hasSelection ? (
                  <button type="button" className={uiClasses.buttonSecondary} onClick={onReset}>
                    Reset filter
                  </button>
                ) : undefined
              }
            >
              {hasSelection ? 'Coba hapus beberapa filter untuk melihat lebih banyak beasiswa.' : null}
            </StatusMessage>
          ) : (
            <ul className={`${styles.grid} ${updating ? styles.gridUpdating : ''}`}>
              {list.items.map((item) => (
                <li key={item.key} className={styles.gridItem}>
                  <ScholarshipCard item={item} onShowDetails={() => setDetail(item)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <ScholarshipDescriptionModal item={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
