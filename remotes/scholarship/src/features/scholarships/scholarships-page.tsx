import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  formatCount,
  Loading,
  LoadError,
  SEARCH_PARAM,
  StatusMessage,
  uiClasses,
  useHydrated,
  usePageMeta,
  useRouteData,
  type RouteData,
} from '@niec/shared';
import { Pagination, SearchField, changeSearch, pageSearch, useListTop, ListPageNotFound } from '@niec/shared/lists';
import { href, ROUTES } from '@niec/shared/routes';
import bannerUrl from '../../assets/scholarship-banner.svg';
import type { FilterOption, FilterOptions, ScholarshipItem } from './model';
import { FilterAccordion, type FilterGroupView } from './components/filter-accordion';
import { QueryButton } from './components/query-button';
import { ScholarshipCard } from './components/scholarship-card';
import { ScholarshipDescriptionModal } from './components/scholarship-description-modal';
import {
  EMPTY_SELECTION,
  FILTER_GROUPS,
  PROGRAMS,
  isEmptySelection,
  selectionFromQuery,
  toggle,
  type FilterGroup,
  type FilterSelection,
} from './lib/filter-state';
import {
  isPlainList,
  readScholarshipQuery,
  scholarshipListKey,
  scholarshipQueryKey,
  withOpenOnly,
  withSelection,
  type ScholarshipQuery,
} from './lib/list-query';
import { formQuery } from './lib/form-query';
import type { ScholarshipsData } from './scholarships.loader';
import styles from './scholarships-page.module.css';

const GROUP_TITLES: Record<FilterGroup, string> = {
  university: 'University',
  country: 'Negara',
  tipe: 'Tipe Pendanaan',
  program: 'Program',
};

const PROGRAM_OPTIONS: FilterOption[] = PROGRAMS.map((p) => ({ value: p, label: p }));

/** How a failed option list is logged: the API's list (/filter/universities, /filter/negara, /filter/tipe). */
const FILTER_LOGS: Record<keyof FilterOptions, string> = {
  universities: 'Error fetching filter universities',
  countries: 'Error fetching filter negara',
  fundingTypes: 'Error fetching filter tipe',
};

const { title: PAGE_TITLE, description: PAGE_DESCRIPTION } = ROUTES.scholarships;

/**
 * A number that changes only when the visitor moves to another page of the same list (not when a filter or
 * the search changes, which also lands on page 1): the list's heading takes focus then, and a visitor who
 * just ticked a box keeps focus on it.
 */
function usePageTurns(list: string | undefined, page: number | undefined): number | undefined {
  const [seen, setSeen] = useState({ list, page, turns: 0 });
  if (list !== undefined && (seen.list !== list || seen.page !== page)) {
    setSeen({ list, page, turns: seen.list === list ? seen.turns + 1 : seen.turns });
  }
  return list === undefined ? undefined : seen.turns;
}

/**
 * /scholarship. The URL is the one source of what the list shows: the accordion's selection, the search
 * (`?q=`) and the page (`?page=`); the loader answers it (on the render server, or in the browser on a
 * static host). While the answer for a new URL loads, the host keeps the previous one on screen and the
 * page shows it dimmed.
 */
export default function ScholarshipsPage() {
  const route = useRouteData<ScholarshipsData>();
  if (route.status === 'not-found') {
    return (
      <ListPageNotFound message="Nomor halaman ini tidak ada di daftar beasiswa. Daftarnya mungkin sudah berubah sejak tautan ini dibuat." />
    );
  }
  return <ScholarshipList route={route} />;
}

function ScholarshipList({ route }: { route: Exclude<RouteData<ScholarshipsData>, { status: 'not-found' }> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query: ScholarshipQuery = useMemo(() => readScholarshipQuery(searchParams), [searchParams]);
  const { selection } = query;
  // A group with a ticked box in the URL starts open, the others closed, on every screen: the server cannot know
  // the width, and a group opened by the width after hydration would close under a visitor's press on it
  // (e2e/tests/quality-no-move.spec.ts). Then the visitor opens and closes groups ('initial' until then).
  const [initialGroup] = useState(() => FILTER_GROUPS.find((group) => selection[group].length > 0) ?? null);
  const [chosenGroup, setChosenGroup] = useState<FilterGroup | null | 'initial'>('initial');
  const openGroup = chosenGroup !== 'initial' ? chosenGroup : initialGroup;
  const [detail, setDetail] = useState<ScholarshipItem | null>(null);
  const headingId = useId();
  const filterHeadingId = useId();

  const data = route.status === 'success' ? route.data : undefined;
  // The data on screen may still be the previous URL's (the host keeps it while the new answer loads).
  const updating = data !== undefined && data.query !== scholarshipQueryKey(query);
  const listTop = useListTop<HTMLHeadingElement>(
    usePageTurns(data && !updating ? scholarshipListKey(query) : undefined, data?.page),
  );

  const plain = isPlainList(query);
  const shownPage = query.page ?? 1;
  usePageMeta({
    title: shownPage > 1 ? `${PAGE_TITLE} (Halaman ${shownPage})` : PAGE_TITLE,
    description: PAGE_DESCRIPTION,
    // Each page of the whole list is its own page for search engines; a filtered view points at the list.
    canonical: plain ? `${href('scholarships')}${pageSearch('', shownPage)}` : href('scholarships'),
    // Search results are not indexed.
    noindex: query.search !== '',
  });

  // The option lists stay while the data of another selection loads.
  const routeOptions = data?.options;
  const [options, setOptions] = useState(routeOptions);
  if (routeOptions && routeOptions !== options) setOptions(routeOptions);

  useEffect(() => {
    if (route.status === 'error') console.error('Error fetching scholarship', route.error);
  }, [route.status, route.error]);
  useEffect(() => {
    if (!options) return;
    for (const name of Object.keys(FILTER_LOGS) as (keyof FilterOptions)[]) {
      if (options[name] === null) console.error(FILTER_LOGS[name]);
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

  // The selection lives in the URL: each change is a history entry (Back undoes it) and starts at page 1.
  const onToggle = (group: FilterGroup, value: string) =>
    setSearchParams((prev) => withSelection(prev, toggle(selectionFromQuery(prev), group, value)));
  const onReset = () => setSearchParams((prev) => withSelection(prev, EMPTY_SELECTION));
  const onAdopt = (next: FilterSelection) => setSearchParams((prev) => withSelection(prev, next));

  const labelOf = (group: FilterGroup, value: string): string =>
    groups.find((g) => g.group === group)?.options?.find((o) => o.value === value)?.label ?? value;
  const hasSelection = !isEmptySelection(selection);
  const withoutSearch = `${href('scholarships')}${changeSearch(searchParams, { q: null })}`;

  return (
    <div className={styles.page}>
      <section className={uiClasses.hero} aria-labelledby={headingId}>
        <div className={`${uiClasses.heroInner} ${uiClasses.columns} ${styles.bannerInner}`}>
          <div>
            <p className={uiClasses.heroEyebrow}>Scholarship</p>
            <h1 id={headingId} className={uiClasses.heroTitle}>
              Beasiswa Kuliah di Luar Negeri
            </h1>
            <p className={uiClasses.heroText}>
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
            <QueryButton
              action={href('scholarships')}
              query={withSelection(searchParams, EMPTY_SELECTION)}
              onPress={onReset}
              className={styles.reset}
              disabled={!hasSelection}
            >
              Reset
            </QueryButton>
          </div>
          {/* A GET form answered by the render server: the filter works with no script and before hydration
              (docs/decisions/007-platform-first-controls.md); once hydrated, each tick navigates at once. */}
          <form
            method="get"
            action={href('scholarships')}
            aria-labelledby={filterHeadingId}
            onSubmit={(event) => {
              event.preventDefault();
              onAdopt(selectionFromQuery(formQuery(event.currentTarget)));
            }}
          >
            {query.search ? <input type="hidden" name={SEARCH_PARAM} value={query.search} /> : null}
            <FilterAccordion
              groups={groups}
              selection={selection}
              openGroup={openGroup}
              onOpenGroupChange={setChosenGroup}
              onToggle={onToggle}
              onAdopt={onAdopt}
            />
            <ApplyFilterButton />
          </form>
        </aside>

        <section className={styles.results} aria-labelledby={`${headingId}-results`} aria-busy={updating}>
          <h2 id={`${headingId}-results`} ref={listTop} tabIndex={-1} className="visually-hidden">
            Daftar Beasiswa
          </h2>
          <div className={styles.search}>
            <SearchField label="Cari beasiswa" placeholder="Nama beasiswa, universitas atau negara" />
          </div>
          <OpenOnlyToggle searchParams={searchParams} on={query.openOnly} />
          <div className={styles.resultsHead}>
            <p className={styles.count} role="status" aria-live="polite">
              {data ? (
                <>
                  <strong>{formatCount(data.total)}</strong> beasiswa ditemukan
                </>
              ) : null}
            </p>
            {updating ? (
              <span className={styles.updating} aria-hidden="true">
                <span className={`${uiClasses.spinner} ${styles.spinner}`} /> Memperbarui...
              </span>
            ) : null}
          </div>

          {hasSelection ? (
            <ul className={styles.chips} aria-label="Filter aktif">
              {FILTER_GROUPS.flatMap((group) =>
                selection[group].map((value) => (
                  <li key={`${group}-${value}`}>
                    <QueryButton
                      action={href('scholarships')}
                      query={withSelection(searchParams, toggle(selection, group, value))}
                      onPress={() => onToggle(group, value)}
                      className={styles.chip}
                      aria-label={`Hapus filter ${labelOf(group, value)}`}
                    >
                      {labelOf(group, value)}
                      <span aria-hidden="true" className={styles.chipX}>
                        ×
                      </span>
                    </QueryButton>
                  </li>
                )),
              )}
            </ul>
          ) : null}

          {route.status === 'loading' ? (
            <Loading />
          ) : route.status === 'error' ? (
            <LoadError
              title="Daftar beasiswa gagal dimuat."
              message="Periksa koneksi internet Anda lalu coba lagi."
              onRetry={route.reload}
            />
          ) : route.data.items.length === 0 ? (
            <EmptyList
              search={updating ? '' : query.search}
              hasSelection={hasSelection}
              onReset={onReset}
              resetQuery={withSelection(searchParams, EMPTY_SELECTION)}
              withoutSearch={withoutSearch}
            />
          ) : (
            <>
              <ul className={`${uiClasses.bareList} ${styles.grid} ${updating ? styles.gridUpdating : ''}`}>
                {route.data.items.map((item) => (
                  <li key={item.key} className={styles.gridItem}>
                    <ScholarshipCard item={item} today={route.data.today} onShowDetails={() => setDetail(item)} />
                  </li>
                ))}
              </ul>
              <Pagination page={route.data.page} pageCount={route.data.pageCount} label="Halaman daftar beasiswa" />
            </>
          )}
        </section>
      </div>

      <ScholarshipDescriptionModal item={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

/**
 * 'Terapkan filter': sends the filter's GET form before hydration and without script; hidden once hydrated, when
 * each tick navigates at once. A component of its own, so the switch after hydration (a synchronous render in
 * React) re-renders this button, not the whole list (docs/decisions/008-hydrate-less.md).
 */
function ApplyFilterButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`${uiClasses.button} ${styles.apply}`} hidden={hydrated}>
      Terapkan filter
    </button>
  );
}

/**
 * 'Hanya yang masih dibuka': a link to the same list with the filter turned on or off (`?dibuka=1`), so it
 * works from the first paint and without JavaScript, like every filter in the URL.
 */
function OpenOnlyToggle({ searchParams, on }: { searchParams: URLSearchParams; on: boolean }) {
  return (
    <Link
      className={`${styles.openOnly} ${on ? styles.openOnlyOn : ''}`}
      to={href('scholarships', undefined, withOpenOnly(searchParams, !on))}
      preventScrollReset
    >
      <span className={styles.openOnlyBox} aria-hidden="true">
        {on ? '✓' : ''}
      </span>
      Hanya yang masih dibuka
      <span className="visually-hidden">{on ? ' (aktif; pilih untuk menampilkan semua)' : ''}</span>
    </Link>
  );
}

/** No card to show: why, and the way back to more results. */
function EmptyList({
  search,
  hasSelection,
  onReset,
  resetQuery,
  withoutSearch,
}: {
  search: string;
  hasSelection: boolean;
  onReset: () => void;
  resetQuery: URLSearchParams;
  withoutSearch: string;
}) {
  if (search) {
    return (
      <StatusMessage
        title={`Tidak ada beasiswa yang cocok dengan “${search}”${hasSelection ? ' pada filter yang dipilih' : ''}.`}
        action={
          <Link className={uiClasses.buttonSecondary} to={withoutSearch}>
            Hapus pencarian
          </Link>
        }
      >
        {hasSelection
          ? 'Coba kata lain atau hapus beberapa filter.'
          : 'Periksa ejaan atau coba kata lain, misalnya nama negara atau universitas.'}
      </StatusMessage>
    );
  }
  return (
    <StatusMessage
      title={
        hasSelection
          ? 'Tidak ada beasiswa yang sesuai dengan filter yang dipilih.'
          : 'Belum ada beasiswa yang tersedia saat ini.'
      }
      action={
        hasSelection ? (
          <QueryButton
            action={href('scholarships')}
            query={resetQuery}
            onPress={onReset}
            className={uiClasses.buttonSecondary}
          >
            Reset filter
          </QueryButton>
        ) : undefined
      }
    >
      {hasSelection ? 'Coba hapus beberapa filter untuk melihat lebih banyak beasiswa.' : null}
    </StatusMessage>
  );
}
