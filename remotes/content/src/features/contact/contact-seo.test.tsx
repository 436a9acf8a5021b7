// What search engines read in the server's HTML of /contact_us and /singaraja: the page's own title and
// description, each branch as a LocalBusiness with its address and opening hours, and the breadcrumb.
import type { ReactElement } from 'react';
import { applyTestConfig, itemOfType, renderServerHead, routeElement, visibleBreadcrumb } from '@niec/shared/testing';
import ContactPage from './contact-page';
import { BRANCHES, SINGARAJA } from './data/branches';
import SingarajaPage from './singaraja-page';

const serverHead = (url: string, page: ReactElement) => renderServerHead(routeElement(page, { url }).element);

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The hours of each branch (docs/product-rules.md#contact). */
const BRANCH_HOURS: Record<string, { days: string[]; opens: string; closes: string }> = {
  'NIEC Indonesia Denpasar': { days: [...WEEKDAYS, 'Saturday'], opens: '09:00', closes: '18:00' },
  'NIEC Indonesia Yogyakarta': { days: WEEKDAYS, opens: '08:30', closes: '17:30' },
  'NIEC Indonesia Makassar': { days: WEEKDAYS, opens: '09:00', closes: '18:00' },
  'NIEC Indonesia Medan': { days: WEEKDAYS, opens: '08:30', closes: '17:30' },
  'NIEC Indonesia Jakarta Selatan': { days: WEEKDAYS, opens: '08:00', closes: '17:00' },
  'NIEC Indonesia Surabaya': { days: WEEKDAYS, opens: '09:00', closes: '18:00' },
};

beforeEach(() => applyTestConfig());

test('/contact_us has its own title and a description that names the branch cities', () => {
  const head = serverHead('/contact_us', <ContactPage />);
  expect(head.title).toBe('Hubungi Kami | NIEC Indonesia');
  expect(head.description).toBe(
    'Hubungi NIEC Indonesia: formulir konsultasi gratis, alamat dan jam kerja kantor cabang di Denpasar, Yogyakarta, Makassar, Medan, Jakarta Selatan dan Surabaya.',
  );
});

test('/contact_us lists each branch as a LocalBusiness with its address and the hours of the spec', () => {
  const { structuredData } = serverHead('/contact_us', <ContactPage />);
  expect(structuredData).toHaveLength(6);
  for (const item of structuredData) {
    expect(item['@type']).toEqual(['LocalBusiness', 'EducationalOrganization']);
    const hours = BRANCH_HOURS[String(item.name)];
    expect(hours).toBeDefined();
    expect(item.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: hours?.days, opens: hours?.opens, closes: hours?.closes },
    ]);
  }
  const denpasar = structuredData.find((item) => item.name === 'NIEC Indonesia Denpasar');
  expect(denpasar).toMatchObject({
    '@context': 'https://schema.org',
    url: 'https://niec.test/contact_us',
    image: 'https://niec.test/og/logo.png',
    telephone: '+623614754477',
    email: 'denpasar@niecindonesia.com',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Jl. Tukad Yeh Aya No. 92, Renon',
      addressLocality: 'Denpasar',
      addressRegion: 'Bali',
      postalCode: '80226',
      addressCountry: 'ID',
    },
  });
});

test('each branch address in parts says what the page shows', () => {
  for (const branch of [...BRANCHES, SINGARAJA]) {
    const { street, city, postalCode } = branch.postalAddress;
    expect(branch.address.startsWith(`${street}, ${city}`)).toBe(true);
    expect(branch.address.endsWith(postalCode)).toBe(true);
  }
});

test('/singaraja: its title, a description with its address and hours, the branch and the breadcrumb it shows', () => {
  const head = serverHead('/singaraja', <SingarajaPage />);
  expect(head.title).toBe('Kantor Cabang Singaraja | NIEC Indonesia');
  expect(head.description).toBe(
    'Kantor cabang NIEC Indonesia Singaraja di Jl. Ngurah Rai No. 21, Kampung Baru, Buleleng, Singaraja, Bali 81113, buka Senin - Sabtu 09:00-17:00 WITA: konsultasi gratis kuliah, beasiswa dan visa.',
  );
  expect(itemOfType(head.structuredData, 'LocalBusiness')).toMatchObject({
    name: 'NIEC Indonesia Singaraja',
    url: 'https://niec.test/singaraja',
    address: { streetAddress: 'Jl. Ngurah Rai No. 21, Kampung Baru, Buleleng', addressLocality: 'Singaraja' },
    openingHoursSpecification: [{ dayOfWeek: [...WEEKDAYS, 'Saturday'], opens: '09:00', closes: '17:00' }],
  });
  const visible = visibleBreadcrumb(head.html);
  expect(visible).toEqual([
    { name: 'Beranda', url: 'https://niec.test/' },
    { name: 'Hubungi Kami', url: 'https://niec.test/contact_us' },
    { name: 'Singaraja', url: null },
  ]);
  expect(itemOfType(head.structuredData, 'BreadcrumbList').itemListElement).toEqual(
    visible.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url ?? 'https://niec.test/singaraja',
    })),
  );
});
