import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paginate } from '@niec/shared/lists';
import {
  applyTestConfig,
  renderRoute,
  renderServerHead,
  type RouteDataState,
  routeElement,
} from '@niec/shared/testing';
import { fetchCities } from './api/fetch-cities';
import { fetchRecommenders } from './api/fetch-recommenders';
import { fetchTours } from './api/fetch-tours';
import { toTourItem, type TourItem } from './model';
import StudyTourPage from './study-tour-page';
import { TOURS_PER_PAGE, type StudyTourData } from './study-tour.loader';

jest.mock('./api/fetch-tours');
jest.mock('./api/fetch-cities');
jest.mock('./api/fetch-recommenders');
jest.mock('./api/register-booking');

const sydney = toTourItem(
  {
    id: 1,
    image: 'http://api.test/static/images/tours/sydney.svg',
    city: 'Sydney',
    county: 'Australia',
    durasi: '8 Hari 7 Malam',
    harga: 28500000,
    min_pax: 10,
    itenary: '<h4>Hari 1 – Tiba di Sydney</h4><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  },
  0,
);

/** The loader's answer for one page of `tours`. */
function tourData(tours: TourItem[], page = 1): StudyTourData {
  const { items, ...rest } = paginate(tours, page, TOURS_PER_PAGE)!;
  return { tours: items, ...rest };
}

/** Mounts the page as the host does, at `url`, with its loader's answer (or another state). */
function renderPage(state: RouteDataState<StudyTourData> = { data: tourData([sydney]) }, url = '/study_tour') {
  return renderRoute(<StudyTourPage />, { url, routeData: state });
}

// Each test is a fresh device: no form draft nor consent (docs/decisions/010-form-drafts.md), nor saved list, from the
// test before.
afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('niec:draft')) localStorage.removeItem(key);
  localStorage.removeItem('niec:saved');
});

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchCities).mockResolvedValue([{ value: '5101', label: 'Kota Denpasar' }]);
  jest.mocked(fetchRecommenders).mockResolvedValue([]);
});

test('a tour card shows image, city, county, duration, price per person with the rate note, and minimum pax', async () => {
  renderPage();
  const card = (await screen.findByRole('heading', { name: 'Sydney' })).closest('article')!;
  expect(within(card).getByRole('img', { name: 'Ilustrasi Sydney, Australia' })).toHaveAttribute(
    'src',
    'http://api.test/static/images/tours/sydney.svg',
  );
  expect(card).toHaveTextContent('Australia');
  expect(card).toHaveTextContent('8 Hari 7 Malam');
  expect(card).toHaveTextContent(/Mulai dariRp\s28\.500\.000\/ orang/);
  expect(card).toHaveTextContent('*Harga dapat berubah sewaktu-waktu mengikuti kurs dollar.');
  expect(card).toHaveTextContent('Minimal 10 pax');
});

test('the Itenary button opens the sanitised itinerary, and More Info there opens the booking form', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Itenary Sydney' }));
  const dialog = screen.getByRole('dialog', { name: 'Itenary Sydney, Australia' });
  expect(within(dialog).getByRole('heading', { name: 'Hari 1 – Tiba di Sydney' })).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('[onerror]')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'More Info' }));
  const booking = await screen.findByRole('dialog', { name: 'Pendaftaran Study Tour' });
  expect(await within(booking).findByLabelText(/Negara Tujuan/)).toHaveValue('Australia');
  expect(within(booking).getByText('Paket: Sydney, Australia (8 Hari 7 Malam)')).toBeInTheDocument();
});

test.each([
  ['English Course', 'Kursus Bahasa Inggris'],
  ['General Course', 'Short Course'],
])('Pesan! on %s opens the booking form with %s preselected', async (course, activity) => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: `Pesan! ${course}` }));
  const booking = screen.getByRole('dialog', { name: 'Pendaftaran Study Tour' });
  expect(await within(booking).findByRole('checkbox', { name: activity })).toBeChecked();
  const checked = within(booking)
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked);
  expect(checked).toHaveLength(1);
  await user.click(within(booking).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the page asks for no tours itself: they come with the page data', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Sydney' })).toBeInTheDocument();
  expect(fetchTours).not.toHaveBeenCalled();
  expect(fetchCities).not.toHaveBeenCalled();
});

test('while the tours load the page says so, and an empty list is explained', () => {
  const { unmount } = renderPage('loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  unmount();
  renderPage({ data: tourData([]) });
  expect(screen.getByText('Belum ada paket study tour yang tersedia.')).toBeInTheDocument();
});

test("a failed tour load says so, is logged, and 'Coba lagi' reloads the page data", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { reload } = renderPage({ error: new Error('offline') });
  expect(screen.getByText('Paket study tour gagal dimuat.')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Error fetching study tour', expect.any(Error));
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

/** `count` tours ('Kota 01' ...). */
const manyTours = (count: number): TourItem[] =>
  Array.from({ length: count }, (_, i) => ({
    ...sydney,
    key: `t${i}`,
    city: `Kota ${String(i + 1).padStart(2, '0')}`,
  }));

test('a list of more than 12 tours shows one page with page links; one page has none', () => {
  const { unmount } = renderPage({ data: tourData(manyTours(18), 2) }, '/study_tour?page=2');
  expect(screen.getAllByRole('heading', { level: 3, name: /^Kota \d+$/ }).map((h) => h.textContent)).toEqual(
    ['13', '14', '15', '16', '17', '18'].map((n) => `Kota ${n}`),
  );
  const nav = screen.getByRole('navigation', { name: 'Halaman daftar study tour' });
  expect(nav).toHaveTextContent('Halaman 2 dari 2');
  expect(within(nav).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('href', '/study_tour');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost/study_tour?page=2',
  );
  // The rest of the page is there on every page.
  expect(screen.getByRole('button', { name: 'Pesan! English Course' })).toBeInTheDocument();
  unmount();
  renderPage();
  expect(screen.queryByRole('navigation', { name: 'Halaman daftar study tour' })).not.toBeInTheDocument();
});

test("'Simpan' on a card keeps the tour in the saved list, leading to its card on its page, and lets it go", async () => {
  const user = userEvent.setup();
  renderPage({ data: tourData(manyTours(18), 2) }, '/study_tour?page=2');
  const card = screen.getByRole('heading', { level: 3, name: 'Kota 14' }).closest('article')!;
  const save = within(card).getByRole('button', { name: 'Simpan' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem('niec:saved') ?? 'null')).toEqual({
    v: 1,
    items: [
      {
        key: 'study-tour:t13',
        title: 'Kota 14, Australia',
        href: '/study_tour?page=2#tour-t13',
        savedAt: expect.any(Number) as number,
      },
    ],
  });
  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem('niec:saved')).toBeNull();
});

test('a tour page that does not exist shows the not-found page with a way back to page 1', () => {
  renderPage('not-found', '/study_tour?page=9');
  expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke halaman pertama' })).toHaveAttribute('href', '/study_tour');
  expect(screen.queryByRole('heading', { name: 'Paket Study Tour' })).not.toBeInTheDocument();
});

describe("the server's head of /study_tour", () => {
  const serverHead = (data: StudyTourData, url = '/study_tour') =>
    renderServerHead(routeElement(<StudyTourPage />, { url, routeData: { data } }).element);

  test('has its own title and description', () => {
    const head = serverHead(tourData([sydney]));
    expect(head.title).toBe('Study Tour | NIEC Indonesia');
    expect(head.description).toBe('Study tour dan short course ke luar negeri bersama NIEC Indonesia.');
  });

  test('lists each tour of the page as a TouristTrip offered per person in rupiah', () => {
    const seoul = toTourItem(
      {
        id: 2,
        image: '',
        city: 'Seoul',
        county: 'South Korea',
        durasi: '7 Hari',
        harga: 21000000,
        min_pax: 15,
        itenary: '',
      },
      1,
    );
    const { structuredData } = serverHead(tourData([sydney, seoul]));
    expect(structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: 'Study Tour Sydney, Australia',
        description: 'Study tour 8 Hari 7 Malam ke Sydney, Australia bersama NIEC Indonesia, minimal 10 peserta.',
        image: 'http://api.test/static/images/tours/sydney.svg',
        touristType: 'Pelajar',
        itinerary: {
          '@type': 'Place',
          name: 'Sydney, Australia',
          address: { '@type': 'PostalAddress', addressLocality: 'Sydney' },
        },
        provider: {
          '@type': 'Organization',
          name: 'NIEC Indonesia',
          url: 'https://niec.test/',
          logo: 'https://niec.test/og/logo.png',
        },
        offers: {
          '@type': 'Offer',
          url: 'https://niec.test/study_tour',
          price: 28500000,
          priceCurrency: 'IDR',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 10, unitText: 'orang' },
          availability: 'https://schema.org/InStock',
        },
      },
      expect.objectContaining({
        '@type': 'TouristTrip',
        name: 'Study Tour Seoul, South Korea',
        offers: expect.objectContaining({ price: 21000000, priceCurrency: 'IDR' }) as unknown,
      }),
    ]);
    expect(structuredData[1]).not.toHaveProperty('image');
  });

  test('page 2 lists its own tours, offered on its own URL', () => {
    const tours = Array.from({ length: 18 }, (_, index) => ({ ...sydney, key: String(index), city: `Kota ${index}` }));
    const { structuredData } = serverHead(tourData(tours, 2), '/study_tour?page=2');
    expect(structuredData.map((item) => item.name)).toEqual(
      tours.slice(12).map((tour) => `Study Tour ${tour.city}, Australia`),
    );
    expect(structuredData[0]).toMatchObject({ offers: { url: 'https://niec.test/study_tour?page=2' } });
  });
});
