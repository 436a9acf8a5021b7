import { Link } from 'react-router-dom';
import { ExternalLink, getConfig, uiClasses, SOCIAL_LINKS } from '@niec/shared';
import layout from '../../common/layout.module.css';
import { BranchDetails } from './components/branch-details';
import { SINGARAJA } from './data/branches';
import styles from './singaraja-page.module.css';

/**
 * /singaraja. SPEC section 2 does not identify the original component; our reading is the
 * Singaraja branch page, in the style of the contact page's branch tabs.
 */
export default function SingarajaPage() {
  const { whatsappUrl } = getConfig();
  return (
    <>
      <header className={layout.hero}>
        <div className={layout.container}>
          <nav aria-label="Breadcrumb">
            <ol className={layout.breadcrumb}>
              <li>
                <Link to="/">Beranda</Link>
              </li>
              <li>
                <Link to="/contact_us">Hubungi Kami</Link>
              </li>
              <li aria-current="page">Singaraja</li>
            </ol>
          </nav>
          <h1 className={layout.heroTitle}>NIEC Indonesia Singaraja</h1>
          <p className={layout.heroText}>
            Kantor cabang kami untuk pelajar dan orang tua di Buleleng dan Bali Utara. Datang langsung untuk konsultasi
            gratis seputar kuliah, beasiswa dan visa.
          </p>
        </div>
      </header>
      <section className={layout.section} aria-label="Detail kantor Singaraja">
        <div className={layout.container}>
          <BranchDetails branch={SINGARAJA} headingLevel={2} />
          <div className={styles.links}>
            <ExternalLink href={whatsappUrl} className={uiClasses.button}>
              Chat WhatsApp
            </ExternalLink>
            <Link to="/contact_us" className={uiClasses.buttonSecondary}>
              Kirim Pesan Online
            </Link>
          </div>
          <ul className={styles.social} aria-label="Media sosial NIEC Indonesia">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} className={styles.socialLink}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
