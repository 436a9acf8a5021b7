import { CONTACT_EMAIL, SITE_NAME, SOCIAL_LINKS, type AppConfig, type JsonLd } from '@niec/shared';
import { organization } from '@niec/shared/seo';

/** The logo search engines show for the consultancy: a PNG the render server draws (host/server/og). */
export const LOGO_PATH = '/og/logo.png';

/** What every page says about the site: the consultancy as an Organization. */
export function siteStructuredData(config: Pick<AppConfig, 'whatsappUrl'>): JsonLd[] {
  return [
    organization({
      name: SITE_NAME,
      logo: LOGO_PATH,
      sameAs: SOCIAL_LINKS.map((link) => link.href),
      whatsappUrl: config.whatsappUrl,
      email: CONTACT_EMAIL,
    }),
  ];
}
