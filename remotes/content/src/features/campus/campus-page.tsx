import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage, uiClasses, usePageMeta } from '@niec/shared';
import { formatDateLong } from '@niec/shared/dates';
import { Breadcrumb, breadcrumbList } from '@niec/shared/seo';
import { SectionHeader, TitledSection } from '@niec/shared/sections';
import { href } from '@niec/shared/routes';
import { SaveButton } from '@niec/shared/saved';
import bannerStyles from '../../lib/banner.module.css';
import layout from '../../lib/layout.module.css';
import * as icons from '../../lib/icons';
import { iconsByName } from '../../lib/icons/by-name';
import { Tabs } from '../../lib/tabs';
import { tabFromSearch, tabHref } from '../../lib/tab-url';
import { CAMPUSES } from './data/campuses';
import { isCampusId, type CampusProfile } from './model';
import styles from './campus-page.module.css';

export default function CampusPage() {
  const { campusId } = useParams();
  if (!isCampusId(campusId)) return <NotFoundPage message="Profil kampus yang Anda cari belum tersedia." />;
  return <CampusView key={campusId} campus={CAMPUSES[campusId]} />;
}

/** The campus's description for search results: its name and place, and what the page tells about it. */
export function campusDescription(campus: Pick<CampusProfile, 'name' | 'location'>): string {
  return `${campus.name} (${campus.location}): profil kampus partner NIEC Indonesia, keunggulan, biaya kuliah, promo beasiswa dan program studi unggulan.`;
}

/** The tabs, in order; the URL's `?tab=` picks one (a link the render server answers with it selected). */
const CAMPUS_TABS = ['keunggulan', 'biaya'] as const;
const TABS_ANCHOR = 'keunggulan-biaya';

export function CampusView({ campus }: { campus: CampusProfile }) {
  const [searchParams] = useSearchParams();
  usePageMeta({
    title: campus.name,
    description: campusDescription(campus),
    image: campus.headerImage,
    type: 'website',
    // The trail above the title ('Kampus Partner' is a menu label, not a page).
    structuredData: [
      breadcrumbList([
        { name: 'Beranda', path: href('home') },
        { name: 'Kampus Partner', path: null },
        { name: campus.name, path: href('campus', { campusId: campus.id }) },
      ]),
    ],
  });
  const validUntil = formatDateLong(campus.promo.validUntil);

  return (
    <article>
      <header className={`${uiClasses.hero} ${bannerStyles.hero}`}>
        <div className={uiClasses.heroInner}>
          <Breadcrumb
            trail={[{ name: 'Beranda', path: href('home') }, { name: 'Kampus Partner' }, { name: campus.name }]}
          />
          <h1 className={uiClasses.heroTitle}>{campus.name}</h1>
          <p className={styles.location}>
            <icons.pin size={20} />
            {campus.location}
          </p>
          <SaveButton
            kind="kampus"
            id={campus.id}
            title={campus.name}
            href={href('campus', { campusId: campus.id })}
            variant="page"
            className={styles.save}
          />
        </div>
      </header>

      <div className={`${layout.container} ${bannerStyles.wrap}`}>
        <img
          className={bannerStyles.picture}
          src={campus.headerImage}
          alt={`Ilustrasi kampus ${campus.name}`}
          width={1200}
          height={400}
          fetchPriority="high"
        />
      </div>

      <div className={`${layout.container} ${styles.layout}`}>
        <div className={styles.main}>
          <TitledSection id="about-campus" title="Tentang Kampus">
            <address className={styles.address}>
              <icons.building size={20} />
              <span>
                <strong>Alamat: </strong>
                {campus.address}
              </span>
            </address>
            {campus.description.map((paragraph) => (
              <p key={paragraph} className={styles.description}>
                {paragraph}
              </p>
            ))}
          </TitledSection>

          <section id={TABS_ANCHOR} aria-label="Keunggulan dan biaya" className={styles.tabsSection}>
            <Tabs
              label={`Informasi ${campus.name}`}
              defaultId={tabFromSearch(searchParams, CAMPUS_TABS, 'keunggulan')}
              hrefOf={(id) => tabHref(href('campus', { campusId: campus.id }), id, TABS_ANCHOR)}
              items={[
                {
                  id: 'keunggulan',
                  label: 'Keunggulan',
                  content: (
                    <ul className={styles.advantages}>
                      {campus.advantages.map((item) => (
                        <li key={item.title}>
                          <span className={styles.check}>
                            <icons.check size={18} />
                          </span>
                          <div>
                            <h3>{item.title}</h3>
                            <p>{item.text}</p>
                          </div>
                        </li>
                      ))}
                    </ul>
                  ),
                },
                {
                  id: 'biaya',
                  label: 'Biaya',
                  content: (
                    <>
                      <table className={styles.fees}>
                        <caption className="visually-hidden">Rincian biaya {campus.name}</caption>
                        <thead>
                          <tr>
                            <th scope="col">Komponen</th>
                            <th scope="col">Biaya</th>
                          </tr>
                        </thead>
                        <tbody>
                          {campus.fees.map((fee) => (
                            <tr key={fee.label}>
                              <th scope="row">
                                {fee.label}
                                {fee.note ? <span className={styles.feeNote}>{fee.note}</span> : null}
                              </th>
                              <td>{fee.amount}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                      <p className={styles.muted}>{campus.feeNote}</p>
                    </>
                  ),
                },
              ]}
            />
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="promo-title">
          <div className={styles.promo}>
            <p className={styles.promoBadge}>Promo</p>
            <h2 id="promo-title" className={styles.promoTitle}>
              {campus.promo.title}
            </h2>
            <p className={styles.promoValue}>{campus.promo.scholarship}</p>
            <p className={styles.promoText}>{campus.promo.text}</p>
            <p className={styles.validUntil}>
              <icons.clock size={18} />
              <span>
                Berlaku Sampai <time dateTime={campus.promo.validUntil}>{validUntil}</time>
              </span>
            </p>
            <ul className={styles.values}>
              {campus.promo.values.map((value) => {
                const Icon = iconsByName[value.icon];
                return (
                  <li key={value.label}>
                    <span className={styles.valueIcon}>
                      <Icon size={20} />
                    </span>
                    {value.label}
                  </li>
                );
              })}
            </ul>
            <Link to={href('contact')} className={`${uiClasses.button} ${styles.promoButton}`}>
              Klaim Beasiswa
            </Link>
          </div>
        </aside>
      </div>

      <section className={layout.sectionAlt} aria-labelledby="programs-title">
        <div className={layout.container}>
          <SectionHeader id="programs-title" eyebrow="Program studi" title="Program Studi Unggulan" align="start" />
          <ul className={`${layout.grid3} ${styles.programs}`}>
            {campus.programs.map((program) => (
              <li key={program.name} className={`${uiClasses.panel} ${styles.program}`}>
                <span className={styles.level}>{program.level}</span>
                <h3>{program.name}</h3>
                <dl>
                  <div>
                    <dt>Durasi</dt>
                    <dd>{program.duration}</dd>
                  </div>
                  <div>
                    <dt>Intake</dt>
                    <dd>{program.intake}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
