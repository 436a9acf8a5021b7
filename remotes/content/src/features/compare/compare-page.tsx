import { useId, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError, Loading, uiClasses, usePageMeta, useRouteData } from '@niec/shared';
import { Breadcrumb, breadcrumbList } from '@niec/shared/seo';
import { href, ROUTES } from '@niec/shared/routes';
import { COUNTRY_CODES, COUNTRY_NAMES, isCountryCode, type CountryCode } from '../../lib/destinations';
import layout from '../../lib/layout.module.css';
import type { CostItem } from '../country/model';
import { COST_KEYS, type CompareData, type ComparedCost, type ComparedCountry, type CostKey } from './compare.loader';
import { COUNTRIES_PARAM, MAX_COUNTRIES, MIN_COUNTRIES, compareSearch, joinNames } from './lib/compare-query';
import { PART_TIME_HOURS_PER_WEEK, formatRupiahShort } from './lib/cost-figures';
import styles from './compare-page.module.css';

const COST_LABELS: Record<CostKey, string> = {
  housing: 'Tempat tinggal',
  food: 'Makan',
  transport: 'Transportasi',
  partTime: 'Gaji part-time',
};

/** /bandingkan-negara, from its loader (compare.loader.ts). */
export default function ComparePage() {
  const state = useRouteData<CompareData>();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error' || state.status === 'not-found') {
    return (
      <LoadError
        title="Perbandingan negara tidak dapat dimuat."
        message="Periksa koneksi internet Anda lalu muat ulang halaman."
      />
    );
  }
  return <CompareView data={state.data} />;
}

function CompareView({ data }: { data: CompareData }) {
  const { chosen, countries, tooMany } = data;
  const names = countries.map((c) => c.name);
  const comparing = countries.length >= MIN_COUNTRIES;
  usePageMeta({
    title: comparing ? `Bandingkan ${joinNames(names)}` : 'Bandingkan Negara Tujuan Kuliah',
    description: comparing
      ? `Biaya hidup per bulan dalam rupiah, jenis kampus, jenjang dan kota utama di ${joinNames(names)}, berdampingan.`
      : ROUTES.compareCountries.description,
    canonical: comparing ? `${href('compareCountries')}${compareSearch(chosen)}` : href('compareCountries'),
    structuredData: [
      breadcrumbList([
        { name: 'Beranda', path: href('home') },
        { name: 'Study Abroad', path: null },
        { name: ROUTES.compareCountries.title, path: href('compareCountries') },
      ]),
    ],
  });
  const headingId = useId();
  return (
    <article className={styles.page}>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <Breadcrumb
            trail={[
              { name: 'Beranda', path: href('home') },
              { name: 'Study Abroad' },
              { name: ROUTES.compareCountries.title },
            ]}
          />
          <p className={uiClasses.heroEyebrow}>Study Abroad</p>
          <h1 className={uiClasses.heroTitle}>
            {comparing ? `Bandingkan ${joinNames(names)}` : ROUTES.compareCountries.title}
          </h1>
          <p className={uiClasses.heroText}>
            Biaya hidup, jenis kampus, jenjang dan kota utama dari panduan negara kami, berdampingan. Semua biaya dalam
            rupiah dan dihitung per bulan agar mudah dibandingkan.
          </p>
        </div>
      </header>

      <section className={layout.section} aria-labelledby={headingId}>
        <div className={layout.container}>
          <CountryPicker chosen={chosen} />
          <h2 id={headingId} className="visually-hidden">
            Hasil perbandingan
          </h2>
          {tooMany ? (
            <p className={styles.notice} role="status">
              Paling banyak {MAX_COUNTRIES} negara sekaligus: yang dibandingkan adalah empat negara pertama yang
              dipilih.
            </p>
          ) : null}
          {comparing ? (
            <>
              <ConversionNote />
              <CompareTable countries={countries} />
              <CompareStack countries={countries} />
            </>
          ) : (
            <p className={styles.notice} role="status">
              {chosen.length === 1
                ? `${COUNTRY_NAMES[chosen[0]!]} sudah dipilih. Pilih minimal satu negara lagi lalu tekan 'Bandingkan'.`
                : `Pilih ${MIN_COUNTRIES} sampai ${MAX_COUNTRIES} negara lalu tekan 'Bandingkan'.`}
            </p>
          )}
        </div>
      </section>
    </article>
  );
}

/**
 * A GET form: without JavaScript the browser sends `?negara=aus&negara=ger` and the render server answers it;
 * with JavaScript the page navigates to the same comparison with the short form `?negara=aus,ger`.
 */
function CountryPicker({ chosen }: { chosen: readonly CountryCode[] }) {
  const navigate = useNavigate();
  const legendId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = new FormData(event.currentTarget).getAll(COUNTRIES_PARAM).map(String).filter(isCountryCode);
    void navigate(`${href('compareCountries')}${compareSearch(picked.slice(0, MAX_COUNTRIES))}`);
  };
  return (
    <form method="get" action={href('compareCountries')} className={styles.picker} onSubmit={onSubmit}>
      <fieldset className={styles.fieldset} aria-describedby={legendId}>
        <legend className={styles.legend}>Pilih negara</legend>
        <p id={legendId} className={styles.hint}>
          Pilih {MIN_COUNTRIES} sampai {MAX_COUNTRIES} negara.
        </p>
        <ul className={`${uiClasses.bareList} ${uiClasses.columns} ${styles.options}`}>
          {COUNTRY_CODES.map((code) => (
            <li key={code}>
              <label className={styles.option}>
                {/* Uncontrolled: a box ticked before hydration stays ticked. */}
                <input type="checkbox" name={COUNTRIES_PARAM} value={code} defaultChecked={chosen.includes(code)} />
                {COUNTRY_NAMES[code]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={`${uiClasses.button} ${styles.submit}`}>
        Bandingkan
      </button>
    </form>
  );
}

function ConversionNote() {
  return (
    <div className={styles.note}>
      <p>
        <strong>Cara kami menghitung.</strong> Angka dari panduan negara sudah dalam rupiah, jadi tidak ada konversi
        kurs. Biaya per minggu dikali 52 lalu dibagi 12 (sekitar 4,33 minggu per bulan). Gaji per jam dihitung untuk{' '}
        {PART_TIME_HOURS_PER_WEEK} jam kerja per minggu, batas yang umum berlaku bagi pelajar selama semester. Angka per
        bulan dibulatkan ke Rp 10 ribu dan hanya perkiraan.
      </p>
    </div>
  );
}

function Written({ cost }: { cost: CostItem }) {
  return (
    <span className={styles.written}>
      {cost.prefix ? `${cost.prefix} ` : ''}
      {cost.amount} per {cost.period}
    </span>
  );
}

/** The guide's figure as written and, when it is not per month, the same per month. */
function CostCell({ cost }: { cost: ComparedCost }) {
  return (
    <>
      <strong className={styles.monthly}>
        {cost.monthly ? `± ${formatRupiahShort(cost.monthly)}` : cost.written.amount}
        <span className={styles.perMonth}> per bulan</span>
      </strong>
      {cost.monthly ? <Written cost={cost.written} /> : <span className={styles.written}>sesuai panduan</span>}
    </>
  );
}

function CampusTypes({ country }: { country: ComparedCountry }) {
  return (
    <ul className={styles.list}>
      {country.campusTypes.map((campus) => (
        <li key={campus.type}>
          <strong>{campus.type}</strong> <span className={styles.muted}>({campus.ownership})</span>
        </li>
      ))}
    </ul>
  );
}

function Levels({ country }: { country: ComparedCountry }) {
  return (
    <ul className={styles.list}>
      {country.campusTypes.map((campus) => (
        <li key={campus.type}>
          {campus.type}: {campus.levels}
        </li>
      ))}
    </ul>
  );
}

function GuideLink({ country }: { country: ComparedCountry }) {
  return (
    <Link to={href('country', { code: country.code })} className={styles.guideLink}>
      Panduan {country.name}
    </Link>
  );
}

/** From 768 px: one column per country, one row per topic. */
function CompareTable({ countries }: { countries: ComparedCountry[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Perbandingan {joinNames(countries.map((c) => c.name))}: biaya per bulan dalam rupiah
        </caption>
        <thead>
          <tr>
            <td />
            {countries.map((country) => (
              <th key={country.code} scope="col">
                {country.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COST_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{COST_LABELS[key]}</th>
              {countries.map((country) => (
                <td key={country.code}>
                  <CostCell cost={country.costs[key]} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Izin kerja</th>
            {countries.map((country) => (
              <td key={country.code}>{country.workRights}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Jenis kampus</th>
            {countries.map((country) => (
              <td key={country.code}>
                <CampusTypes country={country} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Jenjang</th>
            {countries.map((country) => (
              <td key={country.code}>
                <Levels country={country} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Kota utama</th>
            {countries.map((country) => (
              <td key={country.code}>{country.cities.join(', ')}</td>
            ))}
          </tr>
          <tr>
            <td />
            {countries.map((country) => (
              <td key={country.code}>
                <GuideLink country={country} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * Below 768 px: each topic in turn, the countries one under another, so a phone reads it without scrolling
 * sideways. (Only one of the two layouts is displayed; the other is display: none, out of the reading order.)
 */
function CompareStack({ countries }: { countries: ComparedCountry[] }) {
  const rows: { title: string; cell: (country: ComparedCountry) => ReactNode }[] = [
    ...COST_KEYS.map((key) => ({
      title: COST_LABELS[key],
      cell: (country: ComparedCountry) => <CostCell cost={country.costs[key]} />,
    })),
    { title: 'Izin kerja', cell: (country) => country.workRights },
    { title: 'Jenis kampus', cell: (country) => <CampusTypes country={country} /> },
    { title: 'Jenjang', cell: (country) => <Levels country={country} /> },
    { title: 'Kota utama', cell: (country) => country.cities.join(', ') },
  ];
  return (
    <div className={styles.stack}>
      {rows.map((row) => (
        <section key={row.title} className={styles.stackTopic} aria-label={row.title}>
          <h3 className={styles.stackTitle}>{row.title}</h3>
          <dl className={styles.stackList}>
            {countries.map((country) => (
              <div key={country.code} className={styles.stackItem}>
                <dt className={styles.stackCountry}>{country.name}</dt>
                <dd className={styles.stackValue}>{row.cell(country)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <ul className={styles.stackLinks}>
        {countries.map((country) => (
          <li key={country.code}>
            <GuideLink country={country} />
          </li>
        ))}
      </ul>
    </div>
  );
}
