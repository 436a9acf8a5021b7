import { Link } from 'react-router-dom';
import { formatCount, Loading, StatusMessage, uiClasses, usePageMeta, useRouteData } from '@niec/shared';
import { ListPageNotFound, Pagination, SearchField, useListTop } from '@niec/shared/lists';
import { href, ROUTES } from '@niec/shared/routes';
import { KIND_PARAM, SEARCH_KIND_LABELS, type MarkedPart, type SearchHit, type SearchKind } from '@niec/shared/search';
import layout from '../../lib/layout.module.css';
import { POPULAR_GUIDES, SUGGESTED_SEARCHES, type SearchGroupData, type SearchPageData } from './model';
import styles from './search-page.module.css';

/** A link to a search: the whole site, or one kind. */
const searchHref = (q: string, jenis?: SearchKind | null) => href('search', undefined, { q, [KIND_PARAM]: jenis });

/**
 * /cari: the whole site's search, from its loader (search.loader.ts). Every kind's matches grouped under its heading
 * with its count, or one kind a page at a time; the start page and an empty result offer searches and the most-read
 * guides. The field is a GET form: it works from the server's HTML, without JavaScript.
 */
export default function SearchPage() {
  const { status, data } = useRouteData<SearchPageData>();
  usePageMeta({
    title: data?.q ? `Hasil pencarian “${data.q}”` : ROUTES.search.title,
    description: ROUTES.search.description,
    noindex: true,
  });
  if (status === 'not-found')
    return <ListPageNotFound message="Hasil pencarian ini tidak memiliki halaman tersebut. Mulai lagi dari awal." />;

  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <span className={uiClasses.heroEyebrow}>Pencarian</span>
          <h1 className={uiClasses.heroTitle}>Cari di NIEC Indonesia</h1>
          <p className={uiClasses.heroText}>
            Panduan negara dan kampus, artikel, beasiswa, study tour, lowongan kerja dan merchandise dalam satu
            pencarian.
          </p>
        </div>
      </header>
      <div className={`${layout.container} ${styles.page}`}>
        <div className={`${uiClasses.panel} ${styles.searchBox}`}>
          <SearchField label="Cari di seluruh situs" placeholder="Contoh: beasiswa Australia" />
        </div>
        {status === 'loading' ? (
          <div aria-busy="true">
            <Loading />
          </div>
        ) : status === 'error' || !data ? (
          <StatusMessage title="Pencarian gagal dimuat" tone="error">
            <p>Periksa koneksi Anda, lalu coba cari lagi.</p>
          </StatusMessage>
        ) : data.q ? (
          <Results data={data} />
        ) : (
          <Suggestions />
        )}
      </div>
    </>
  );
}

/** Text with its searched words marked. */
function Marked({ parts }: { parts: MarkedPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className={styles.hit}>
      {hit.meta ? <p className={styles.hitMeta}>{hit.meta}</p> : null}
      <h3 className={styles.hitTitle}>
        <Link to={hit.href} className={styles.hitLink}>
          <Marked parts={hit.title} />
        </Link>
      </h3>
      {hit.text.length > 0 ? (
        <p className={styles.hitText}>
          <Marked parts={hit.text} />
        </p>
      ) : null}
    </li>
  );
}

function Group({ group, q, whole }: { group: SearchGroupData; q: string; whole: boolean }) {
  const label = SEARCH_KIND_LABELS[group.kind];
  const headingId = `hasil-${group.kind}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {label} <span className={styles.groupCount}>({formatCount(group.count)})</span>
      </h2>
      <ol className={`${uiClasses.bareList} ${styles.hits}`}>
        {group.hits.map((hit) => (
          <Hit key={hit.href} hit={hit} />
        ))}
      </ol>
      {!whole && group.count > group.hits.length ? (
        <Link to={searchHref(q, group.kind)} className={styles.more}>
          Lihat semua {formatCount(group.count)} hasil {label}
        </Link>
      ) : null}
    </section>
  );
}

/** 'Semua' and each kind with its count: links that narrow the results (`?jenis=`). */
function KindFilter({ data }: { data: SearchPageData }) {
  return (
    <nav aria-label="Jenis hasil" className={styles.kinds}>
      <ul className={`${uiClasses.bareList} ${styles.kindList}`}>
        <li>
          <Link
            to={searchHref(data.q)}
            className={styles.kindLink}
            aria-current={data.jenis === null ? 'page' : undefined}
          >
            Semua <span className={styles.kindCount}>{formatCount(data.total)}</span>
          </Link>
        </li>
        {data.counts.map(({ kind, count }) => (
          <li key={kind}>
            {count > 0 || data.jenis === kind ? (
              <Link
                to={searchHref(data.q, kind)}
                className={styles.kindLink}
                aria-current={data.jenis === kind ? 'page' : undefined}
              >
                {SEARCH_KIND_LABELS[kind]} <span className={styles.kindCount}>{formatCount(count)}</span>
              </Link>
            ) : (
              <span className={`${styles.kindLink} ${styles.kindEmpty}`}>
                {SEARCH_KIND_LABELS[kind]} <span className={styles.kindCount}>0</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Results({ data }: { data: SearchPageData }) {
  const listTop = useListTop<HTMLHeadingElement>(data.page);
  const shown = data.jenis ? (data.counts.find((c) => c.kind === data.jenis)?.count ?? 0) : data.total;
  return (
    <div className={styles.results}>
      <h2 ref={listTop} tabIndex={-1} className={styles.summary} aria-live="polite">
        {shown > 0
          ? `${formatCount(shown)} hasil untuk “${data.q}”${data.jenis ? ` di ${SEARCH_KIND_LABELS[data.jenis]}` : ''}`
          : `Tidak ada hasil untuk “${data.q}”${data.jenis ? ` di ${SEARCH_KIND_LABELS[data.jenis]}` : ''}`}
      </h2>
      {data.incomplete ? (
        <p className={styles.notice} role="status">
          Sebagian bagian situs tidak menjawab tepat waktu, jadi hasil ini mungkin belum lengkap. Coba cari lagi
          sebentar lagi.
        </p>
      ) : null}
      {data.total > 0 ? <KindFilter data={data} /> : null}
      {shown === 0 ? (
        <NoResults data={data} />
      ) : (
        <>
          {data.groups.map((group) => (
            <Group key={group.kind} group={group} q={data.q} whole={data.jenis !== null} />
          ))}
          {data.jenis ? (
            <Pagination
              page={data.page}
              pageCount={data.pageCount}
              label={`Halaman hasil ${SEARCH_KIND_LABELS[data.jenis]}`}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function NoResults({ data }: { data: SearchPageData }) {
  return (
    <>
      <StatusMessage title="Kata kunci ini belum menemukan apa pun">
        {data.suggestion ? (
          <p className={styles.suggestion}>
            Mungkin maksud Anda: <Link to={searchHref(data.suggestion, data.jenis)}>{data.suggestion}</Link>
          </p>
        ) : null}
        <p>
          {data.jenis && data.total > 0
            ? 'Coba lihat hasil dari semua jenis, atau gunakan kata kunci lain.'
            : 'Periksa ejaannya, gunakan kata yang lebih umum (misalnya nama negara), atau coba salah satu pencarian di bawah.'}
        </p>
      </StatusMessage>
      <Suggestions />
    </>
  );
}

/** The start page, and what follows an empty result: searches to try and the most-read guides. */
function Suggestions() {
  return (
    <div className={styles.suggestions}>
      <section aria-labelledby="coba-cari" className={styles.suggestBlock}>
        <h2 id="coba-cari" className={styles.suggestTitle}>
          Coba cari
        </h2>
        <ul className={`${uiClasses.bareList} ${styles.chips}`}>
          {SUGGESTED_SEARCHES.map((word) => (
            <li key={word}>
              <Link to={searchHref(word)} className={styles.chip}>
                {word}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="panduan-populer" className={styles.suggestBlock}>
        <h2 id="panduan-populer" className={styles.suggestTitle}>
          Panduan yang paling banyak dibaca
        </h2>
        <ul className={`${uiClasses.bareList} ${styles.guides}`}>
          {POPULAR_GUIDES.map((guide) => (
            <li key={guide.code}>
              <Link to={href('country', { code: guide.code })} className={styles.guide}>
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
