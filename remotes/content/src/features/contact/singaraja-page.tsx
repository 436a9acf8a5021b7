import { Link } from 'react-router-dom';
import { getConfig, uiClasses, usePageMeta, ExternalLink } from '@niec/shared';
import { Breadcrumb, breadcrumbList } from '@niec/shared/seo';
import { SocialLinks } from '@niec/shared/social';
import { href, ROUTES } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import { BranchDetails } from './components/branch-details';
import { SINGARAJA } from './data/branches';
import { branchStructuredData } from './lib/branch-structured-data';
import styles from './singaraja-page.module.css';

/**
 * /singaraja. The old component is unknown (docs/product-rules.md#singaraja); our reading is the
 * Singaraja branch page, in the style of the contact page's branch tabs.
 */
/** The branch in search results: where it is and when it is open. */
export const SINGARAJA_DESCRIPTION = `Kantor cabang NIEC Indonesia Singaraja di ${SINGARAJA.address}, buka ${SINGARAJA.days} ${SINGARAJA.hours}: konsultasi gratis kuliah, beasiswa dan visa.`;

export default function SingarajaPage() {
  usePageMeta({
    title: ROUTES.singaraja.title,
    description: SINGARAJA_DESCRIPTION,
    structuredData: [
      branchStructuredData(SINGARAJA, href('singaraja')),
      breadcrumbList([
        { name: 'Beranda', path: href('home') },
        { name: ROUTES.contact.title, path: href('contact') },
        { name: 'Singaraja', path: href('singaraja') },
      ]),
    ],
  });
  const { whatsappUrl } = getConfig();
  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <Breadcrumb
            trail={[
              { name: 'Beranda', path: href('home') },
              { name: ROUTES.contact.title, path: href('contact') },
              { name: 'Singaraja' },
            ]}
          />
          <h1 className={uiClasses.heroTitle}>NIEC Indonesia Singaraja</h1>
          <p className={uiClasses.heroText}>
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
            <Link to={href('contact')} className={uiClasses.buttonSecondary}>
              Kirim Pesan Online
            </Link>
          </div>
          <SocialLinks label="Media sosial NIEC Indonesia" tone="onLight" className={styles.social} />
        </div>
      </section>
    </>
  );
}
