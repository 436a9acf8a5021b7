// The head the render server writes for /career/:slug_title, from the API's vacancy through the page's loader.
import type * as Shared from '@niec/shared';
import type * as Master from '@niec/shared/master';
import { fetchProvinces } from '@niec/shared/master';
import { getApiClient, type Vacancy } from '@niec/shared';
import {
  applyTestConfig,
  itemOfType,
  loaderArgs,
  renderServerHead,
  routeElement,
  visibleBreadcrumb,
} from '@niec/shared/testing';
import { loadVacancyDetail } from './vacancy-detail.loader';
import VacancyDetailPage from './vacancy-detail-page';

jest.mock('@niec/shared', () => ({
  ...jest.requireActual<typeof Shared>('@niec/shared'),
  getApiClient: jest.fn(),
}));
jest.mock('@niec/shared/master', () => ({
  ...jest.requireActual<typeof Master>('@niec/shared/master'),
  fetchProvinces: jest.fn(),
}));

jest.mock('./components/application-form', () => ({ __esModule: true, default: () => null }));

/** As local-api's fixtures have it (local-api/src/fixtures/careers.json). */
const API_VACANCY: Vacancy = {
  id_job_vacancy: 1,
  title: 'Education Consultant',
  department: 'Education Consultant',
  propinsi: { nama_kabkota: 'Denpasar' },
  id_kabkota: 5101,
  slug_title: 'education-consultant-denpasar',
  gaji_1: 5000000,
  gaji_2: 7000000,
  deskripsi:
    '<p>Kami mencari Education Consultant &amp; konselor.</p><h3>Tanggung Jawab</h3><ul><li>Memberikan konsultasi</li><li>Mendampingi pendaftaran</li></ul><script>alert(1)</script>',
  created_at: '2026-09-01 09:00:00',
  updated_at: '2026-09-03 10:00:00',
};

async function serverHead(vacancy: Vacancy) {
  const get = jest.fn().mockResolvedValue({ data: { data: vacancy } });
  jest.mocked(getApiClient).mockReturnValue({ get } as unknown as ReturnType<typeof getApiClient>);
  jest.mocked(fetchProvinces).mockResolvedValue([]);
  const result = await loadVacancyDetail(loaderArgs({ slug_title: vacancy.slug_title }));
  if (result.kind !== 'data') throw new Error('expected data');
  const { element } = routeElement(
    { '/career/:slug_title': <VacancyDetailPage /> },
    { url: `/career/${vacancy.slug_title}`, routeData: { data: result.data } },
  );
  return renderServerHead(element);
}

beforeEach(() => applyTestConfig());

test('the title is the vacancy, the description its title, department and branch', async () => {
  const head = await serverHead(API_VACANCY);
  expect(head.title).toBe('Education Consultant | NIEC Indonesia');
  expect(head.description).toBe(
    'Lowongan Education Consultant (Education Consultant) di NIEC Indonesia cabang Denpasar. Kirim lamaran Anda secara online.',
  );
});

test('the vacancy is a JobPosting: posted on created_at, in its branch city, paid gaji_1 to gaji_2 rupiah a month', async () => {
  const head = await serverHead(API_VACANCY);
  const posting = itemOfType(head.structuredData, 'JobPosting');
  expect(posting).toEqual({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Education Consultant',
    // Plain text: no markup of the API's HTML, no script.
    description:
      'Kami mencari Education Consultant & konselor. Tanggung Jawab Memberikan konsultasi Mendampingi pendaftaran',
    datePosted: '2026-09-01',
    url: 'https://niec.test/career/education-consultant-denpasar',
    hiringOrganization: {
      '@type': 'Organization',
      name: 'NIEC Indonesia',
      url: 'https://niec.test/',
      logo: 'https://niec.test/og/logo.png',
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Denpasar', addressCountry: 'ID' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'IDR',
      value: { '@type': 'QuantitativeValue', minValue: 5000000, maxValue: 7000000, unitText: 'MONTH' },
    },
    directApply: true,
  });
});

test('with gaji_1 only, the salary is that one figure', async () => {
  const head = await serverHead({ ...API_VACANCY, gaji_2: null, gaji_1: 5500000 });
  expect(itemOfType(head.structuredData, 'JobPosting').baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'IDR',
    value: { '@type': 'QuantitativeValue', value: 5500000, unitText: 'MONTH' },
  });
});

test('the BreadcrumbList is the trail the page shows', async () => {
  const head = await serverHead(API_VACANCY);
  expect(visibleBreadcrumb(head.html)).toEqual([
    { name: 'Karier', url: 'https://niec.test/career' },
    { name: 'Education Consultant', url: null },
  ]);
  expect(itemOfType(head.structuredData, 'BreadcrumbList').itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Karier', item: 'https://niec.test/career' },
    {
      '@type': 'ListItem',
      position: 2,
      name: 'Education Consultant',
      item: 'https://niec.test/career/education-consultant-denpasar',
    },
  ]);
});
