import { Link } from 'react-router-dom';
import { Loading, NotFoundPage, StaticHtml, uiClasses, usePageMeta, useRouteData, LoadError } from '@niec/shared';
import { Breadcrumb, breadcrumbList } from '@niec/shared/seo';
import { IconBubble, IconCard, SectionHeader, TitledSection } from '@niec/shared/sections';
import { href } from '@niec/shared/routes';
import { COUNTRY_BANNERS } from '../../lib/destinations';

import * as icons from '../../lib/icons';
import { iconsByName, type IconName } from '../../lib/icons/by-name';
import bannerStyles from '../../lib/banner.module.css';
import layout from '../../lib/layout.module.css';
import type { CostItem, CountryGuide } from './model';
import styles from './country-page.module.css';

/** /country/:code, from its loader (country.loader.ts). */
export default function CountryPage() {
  const state = useRouteData<CountryGuide>();
  if (state.status === 'not-found') return <NotFoundPage message="Panduan negara yang Anda cari belum tersedia." />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <LoadError
        title="Panduan negara tidak dapat dimuat."
        message="Periksa koneksi internet Anda lalu muat ulang halaman."
      />
    );
  }
  return <CountryGuideView key={state.data.code} guide={state.data} />;
}

const COST_ROWS: { key: keyof CountryGuide['costs']; label: string; icon: IconName }[] = [
  { key: 'housing', label: 'Tempat Tinggal', icon: 'home' },
  { key: 'food', label: 'Makan', icon: 'food' },
  { key: 'transport', label: 'Transportasi', icon: 'bus' },
  { key: 'partTime', label: 'Gaji Part-time', icon: 'wallet' },
];

const WHY_ICONS: IconName[] = ['cap', 'globe', 'briefcase', 'shield', 'compass', 'heart'];

function CostValue({ cost }: { cost: CostItem }) {
  return (
    <>
      {cost.prefix ? <span className={styles.costPrefix}>{cost.prefix}</span> : null}
      <strong className={styles.costAmount}>{cost.amount}</strong>
      <span className={styles.costPeriod}>per {cost.period}</span>
    </>
  );
}

/** The guide's description for search results: the country's name and what the guide covers. */
export function countryDescription(guide: Pick<CountryGuide, 'name'>): string {
  return `Panduan kuliah di ${guide.name} bersama NIEC Indonesia: alasan memilih ${guide.name}, jenis kampus, estimasi biaya hidup, izin kerja pelajar, kota dan tempat menarik.`;
}

export function CountryGuideView({ guide }: { guide: CountryGuide }) {
  const banner = COUNTRY_BANNERS[guide.code];
  usePageMeta({
    title: `Kuliah di ${guide.name}`,
    description: countryDescription(guide),
    image: banner,
    type: 'website',
    // The trail above the title ('Study Abroad' is a menu label, not a page).
    structuredData: [
      breadcrumbList([
        { name: 'Beranda', path: href('home') },
        { name: 'Study Abroad', path: null },
        { name: guide.name, path: href('country', { code: guide.code }) },
      ]),
    ],
  });
  const facts: { label: string; value: string; icon: IconName }[] = [
    { label: 'Ibu kota', value: guide.facts.capital, icon: 'building' },
    { label: 'Bahasa', value: guide.facts.language, icon: 'chat' },
    { label: 'Mata uang', value: guide.facts.currency, icon: 'wallet' },
    { label: 'Intake', value: guide.facts.intake, icon: 'calendar' },
  ];
  return (
    <StaticHtml as="article" className={styles.page}>
      <header className={`${uiClasses.hero} ${bannerStyles.hero}`}>
        <div className={uiClasses.heroInner}>
          <Breadcrumb
            trail={[{ name: 'Beranda', path: href('home') }, { name: 'Study Abroad' }, { name: guide.name }]}
          />
          <p className={uiClasses.heroEyebrow}>{guide.tagline}</p>
          <h1 className={uiClasses.heroTitle}>Kuliah di {guide.name}</h1>
          <p className={uiClasses.heroText}>{guide.intro}</p>
        </div>
      </header>

      <div className={`${layout.container} ${bannerStyles.wrap}`}>
        <img
          className={bannerStyles.picture}
          src={banner}
          alt={`Ilustrasi ikon kota di ${guide.name}`}
          width={1200}
          height={400}
          fetchPriority="high"
        />
        <ul className={styles.facts} aria-label={`Sekilas tentang ${guide.name}`}>
          {facts.map((fact) => {
            const Icon = iconsByName[fact.icon];
            return (
              <li key={fact.label} className={styles.fact}>
                <IconBubble>
                  <Icon />
                </IconBubble>
                <span>
                  <span className={`${uiClasses.overline} ${styles.factLabel}`}>{fact.label}</span>
                  <span className={styles.factValue}>{fact.value}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      <section className={layout.section} aria-labelledby="why-title">
        <div className={layout.container}>
          <SectionHeader id="why-title" eyebrow="Alasan memilih" title={<>Mengapa {guide.whyName}</>} align="start" />
          <ul className={`${layout.grid3} ${styles.cardList}`}>
            {guide.why.map((item, index) => {
              const Icon = iconsByName[WHY_ICONS[index % WHY_ICONS.length] ?? 'star'];
              return (
                <IconCard key={item.title} className={styles.whyCard} icon={<Icon />} title={item.title}>
                  {item.text}
                </IconCard>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={layout.sectionAlt} aria-labelledby="campus-types-title">
        <div className={layout.container}>
          <SectionHeader id="campus-types-title" eyebrow="Pilihan institusi" title="Jenis Kampus" align="start" />
          <ul className={`${layout.grid3} ${styles.cardList}`}>
            {guide.campusTypes.map((campus) => (
              <li key={campus.type} className={`${uiClasses.panel} ${styles.campusCard}`}>
                <h3>{campus.type}</h3>
                <p className={styles.muted}>{campus.description}</p>
                <dl className={styles.campusMeta}>
                  <div>
                    <dt>Kepemilikan</dt>
                    <dd>{campus.ownership}</dd>
                  </div>
                  {campus.language ? (
                    <div>
                      <dt>Bahasa pengantar</dt>
                      <dd>{campus.language}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>Jenjang</dt>
                    <dd>{campus.levels}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={layout.section} aria-labelledby="costs-title">
        <div className={layout.container}>
          <SectionHeader
            id="costs-title"
            eyebrow="Perkiraan"
            title="Estimasi Biaya Hidup"
            lead={guide.costNote}
            align="start"
          />
          <dl className={`${layout.grid4} ${styles.costs}`}>
            {COST_ROWS.map((row) => {
              const Icon = iconsByName[row.icon];
              return (
                <div key={row.key} className={`${uiClasses.panel} ${styles.costCard}`}>
                  <dt>
                    <IconBubble>
                      <Icon />
                    </IconBubble>
                    {row.label}
                  </dt>
                  <dd>
                    <CostValue cost={guide.costs[row.key]} />
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className={styles.workRights}>
            <icons.briefcase size={20} />
            <span>
              <strong>Izin kerja pelajar: </strong>
              {guide.workRights}
            </span>
          </p>
          <p className={styles.compare}>
            <Link to={href('compareCountries', undefined, { negara: guide.code })}>
              Bandingkan biaya hidup {guide.name} dengan negara lain
            </Link>
          </p>
        </div>
      </section>

      <div className={layout.sectionAlt}>
        <div className={`${layout.container} ${uiClasses.columns} ${styles.twoCol}`}>
          <TitledSection id="cities-title" title="Kota Pilihan">
            <ul className={styles.placeList}>
              {guide.cities.map((city) => (
                <li key={city.title}>
                  <icons.pin className={styles.placeIcon} />
                  <div>
                    <h3>{city.title}</h3>
                    <p>{city.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="things-title" title="Tempat Menarik">
            <ul className={styles.placeList}>
              {guide.thingsToDo.map((place) => (
                <li key={place.title}>
                  <icons.camera className={styles.placeIcon} />
                  <div>
                    <h3>{place.title}</h3>
                    <p>{place.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </TitledSection>
        </div>
      </div>

      <section className={layout.section} aria-label="Konsultasi">
        <div className={layout.container}>
          <div className={layout.ctaBand}>
            <div>
              <h2>Siap kuliah di {guide.name}?</h2>
              <p>Konsultasikan pilihan kampus, beasiswa dan visa bersama konsultan NIEC secara gratis.</p>
            </div>
            <Link to={href('contact')} className={`${uiClasses.button} ${layout.ctaButton}`}>
              Konsultasi Gratis
            </Link>
          </div>
        </div>
      </section>
    </StaticHtml>
  );
}
