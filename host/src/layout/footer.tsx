import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, StaticHtml } from '@niec/shared';
import { SocialLinks } from '@niec/shared/social';
import { href } from '@niec/shared/routes';
import { HEADER_COUNTRIES, PRIMARY_LINKS } from './nav-data';
import styles from './footer.module.css';

/**
 * The site's footer: the same on every page and never changed once drawn, so the server's HTML is kept as it is
 * and never hydrated (StaticHtml, docs/decisions/008-hydrate-less.md); its links still navigate in the page.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <StaticHtml as="footer" className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            NIEC Indonesia
          </h2>
          <p className={styles.text}>
            Konsultan pendidikan luar negeri sejak 2010. Kami mendampingi pelajar Indonesia dari memilih kampus,
            mengurus visa, hingga berangkat dan tinggal di negara tujuan.
          </p>
          <SocialLinks label="Media sosial" tone="onDark" />
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            Tautan Cepat
          </h2>
          <ul className={styles.list}>
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={href('scholarships')}>Beasiswa</Link>
            </li>
            <li>
              <Link to={href('studyTour')}>Study Tour</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-destinations">
          <h2 id="footer-destinations" className={styles.heading}>
            Negara Tujuan
          </h2>
          <ul className={`${styles.list} ${styles.columns}`}>
            {HEADER_COUNTRIES.map((country) => (
              <li key={country.code}>
                <Link to={href('country', { code: country.code })}>{country.name}</Link>
              </li>
            ))}
            <li>
              <Link to={href('country', { code: 'eng' })}>Inggris</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Kontak
          </h2>
          <address className={styles.address}>
            Jl. Tukad Yeh Aya No. 92, Renon, Denpasar, Bali 80226
            <br />
            Telepon: <a href="tel:+623614754477">(0361) 475 4477</a>
            <br />
            WhatsApp: <a href="https://wa.me/6281139933399">0811 3993 3399</a>
            <br />
            Email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>© {year} NIEC Indonesia. Hak cipta dilindungi undang-undang.</p>
        {/* Every page: the forms' drafts on this device, removed with one button (docs/decisions/010-form-drafts.md).
            A link, since the footer is the server's HTML and never hydrated. */}
        <Link to={href('formDrafts')} className={styles.bottomLink}>
          Hapus draf formulir di perangkat ini
        </Link>
      </div>
    </StaticHtml>
  );
}
