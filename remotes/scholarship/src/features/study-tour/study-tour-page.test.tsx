import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, withRouteData } from '@niec/shared/testing';
import { fetchCities } from './api/fetch-cities';
import { fetchRecommenders } from './api/fetch-recommenders';
import { fetchTours } from './api/fetch-tours';
import { toTourItem } from './api/tour-item';
import StudyTourPage from './study-tour-page';
import type { StudyTourData } from './study-tour.loader';

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

/** Mounts the page as the host does, with its loader's answer (or another state). */
function renderPage(state: Parameters<typeof withRouteData<StudyTourData>>[0] = { data: { tours: [sydney] } }) {
  const { element, reload } = withRouteData(state, <StudyTourPage />);
  return { ...render(element), reload };
}

// Component tests with userEvent are slow when the machine is busy; they wait for the UI, not a clock.
jest.setTimeout(20_000);

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
  renderPage({ data: { tours: [] } });
  expect(screen.getByText('Belum ada paket study tour yang tersedia.')).toBeInTheDocument();
});

test("a failed tour load says so, is logged, and 'Coba lagi' reloads the page data", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { reload } = renderPage({ error: new Error('offline') });
  expect(screen.getByText('Paket study tour gagal dimuat.')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Gagal memuat paket study tour', expect.any(Error));
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
