import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading, StatusMessage, uiClasses, useAsync } from '@niec/shared';
import bannerUrl from '../../assets/scholarship-banner.svg';
import { fetchFilterOptions, type FilterOption } from './api/fetch-filter-options';
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
import styles from './scholarships-page.module.css';

const GROUP_TITLES: Record<FilterGroup, string> = {
  university: 'University',
  country: 'Negara',
  tipe: 'Tipe Pendanaan',
  program: 'Program',
};

const PROGRAM_OPTIONS: FilterOption[] = PROGRAMS.map((p) => ({ value: p, label: p }));

function initialOpenGroup(params: URLSearchParams): FilterGroup | null {
  const selection = selectionFromQuery(params);
  const withSelection = FILTER_GROUPS.find((group) => selection[group].length > 0);
  if (withSelection) return withSelection;
  // On a wide screen the first group starts open; on a phone all start collapsed above the list.
  const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 992px)').matches;
  return wide ? 'university' : null;
}

export default function ScholarshipsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = useMemo(() => selectionFromQuery(searchParams), [searchParams]);
  const [openGroup, setOpenGroup] = useState<FilterGroup | null>(() => initialOpenGroup(searchParams));
  const [detail, setDetail] = useState<ScholarshipItem | null>(null);
  const options = useAsync((signal) => fetchFilterOptions(signal), []);
  const { list, updating, retry } = useScholarshipSearch(selection);
  const headingId = useId();
  const filterHeadingId = useId();

  // undefined while loading, null when a list failed (fetchFilterOptions never rejects but by abort).
  const loaded = (list: FilterOption[] | null | undefined) => (options.status === 'error' ? null : list);
  const groups: FilterGroupView[] = [
    { group: 'university', title: GROUP_TITLES.university, options: loaded(options.data?.universities) },
    { group: 'country', title: GROUP_TITLES.country, options: loaded(options.data?.countries) },
    { group: 'tipe', title: GROUP_TITLES.tipe, options: loaded(options.data?.fundingTypes) },
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
            onOpenGroupChange={setOpenGroup}
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
