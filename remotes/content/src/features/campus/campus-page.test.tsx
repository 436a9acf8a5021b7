import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applyTestConfig,
  itemOfType,
  renderRoute,
  renderServerHead,
  routeElement,
  visibleBreadcrumb,
} from '@niec/shared/testing';
import CampusPage from './campus-page';

function renderAt(url: string) {
  return renderRoute({ '/campus/:campusId': <CampusPage /> }, { url });
}

beforeEach(() => applyTestConfig());

test('an unknown campus id shows the 404 page', () => {
  renderAt('/campus/harvard');
  expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
});

test('Melbourne Polytechnic opens on Keunggulan, and the keyboard reaches Biaya with $8,000 per semester', async () => {
  const user = userEvent.setup();
  renderAt('/campus/melbourne');
  expect(screen.getByRole('heading', { level: 1, name: 'Melbourne Polytechnic' })).toBeVisible();
  expect(screen.getByText('Melbourne, Victoria, Australia')).toBeVisible();
  const promo = screen.getByRole('complementary', { name: 'Beasiswa Mahasiswa Internasional' });
  expect(within(promo).getByText('$2,500')).toBeVisible();
  expect(within(promo).getByText(/Berlaku Sampai/)).toHaveTextContent('Berlaku Sampai 30 Juni 2027');
  const keunggulan = screen.getByRole('tab', { name: 'Keunggulan' });
  expect(keunggulan).toHaveAttribute('aria-selected', 'true');
  await user.click(keunggulan);
  await user.keyboard('{ArrowRight}');
  const biaya = screen.getByRole('tabpanel', { name: 'Biaya' });
  expect(within(biaya).getByRole('row', { name: /Biaya kuliah/ })).toHaveTextContent('$8,000 per semester');
  expect(within(biaya).getByRole('row', { name: /Beasiswa/ })).toHaveTextContent('$2,500');
  expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(5);
});

test.each([
  ['/campus/ecu', 'Edith Cowan University'],
  ['/campus/tafe', 'TAFE International Western Australia'],
])('%s shows %s with its programs', (url, name) => {
  renderAt(url);
  expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
  const programs = screen.getByRole('region', { name: 'Program Studi Unggulan' });
  expect(within(programs).getAllByRole('listitem')).toHaveLength(6);
});

test.each([
  ['melbourne', 'Melbourne Polytechnic', 'Melbourne, Victoria, Australia'],
  ['ecu', 'Edith Cowan University', 'Perth, Australia Barat'],
])(
  "the server's head of /campus/%s: the campus name in title and description, and its breadcrumb",
  (id, name, place) => {
    const head = renderServerHead(
      routeElement({ '/campus/:campusId': <CampusPage /> }, { url: `/campus/${id}` }).element,
    );
    expect(head.title).toBe(`${name} | NIEC Indonesia`);
    expect(head.description).toBe(
      `${name} (${place}): profil kampus partner NIEC Indonesia, keunggulan, biaya kuliah, promo beasiswa dan program studi unggulan.`,
    );
    // The trail shown above the name; 'Kampus Partner' is a label without a page, so it has no URL to list.
    expect(visibleBreadcrumb(head.html)).toEqual([
      { name: 'Beranda', url: 'https://niec.test/' },
      { name: 'Kampus Partner', url: null },
      { name, url: null },
    ]);
    expect(itemOfType(head.structuredData, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://niec.test/' },
      { '@type': 'ListItem', position: 2, name, item: `https://niec.test/campus/${id}` },
    ]);
  },
);
