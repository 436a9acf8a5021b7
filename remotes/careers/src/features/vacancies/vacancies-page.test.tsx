import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { RouteDataContext, type RouteData } from '@niec/shared';
import { applyTestConfig, withRouteData } from '@niec/shared/testing';
import type { VacancySummary } from './api/vacancy-types';
import type { VacanciesData } from './vacancies.loader';
import VacanciesPage from './vacancies-page';

const ALL: VacancySummary[] = [
  { id: 1, title: 'Education Consultant', department: 'Education Consultant', branch: 'Denpasar', slug: 'ec-dps' },
  { id: 7, title: 'Finance & Accounting Staff', department: 'Finance', branch: 'Denpasar', slug: 'fin-dps' },
  {
    id: 9,
    title: 'Frontend Developer (React)',
    department: 'Information Technology',
    branch: 'Yogyakarta',
    slug: 'fe-yk',
  },
];
const BRANCHES = [
  { id: '5101', name: 'Denpasar' },
  { id: '3401', name: 'Yogyakarta' },
];
const CATEGORIES = ['Education Consultant', 'Finance', 'Information Technology'];

/** What the loader answers for a URL's query (the seed filtered as the API filters it). */
function dataFor(search: string): VacanciesData {
  const params = new URLSearchParams(search);
  const area = params.get('area') ?? '';
  const category = params.get('kategori') ?? '';
  const vacancies = ALL.filter(
    (v) => (!area || (area === '5101') === (v.branch === 'Denpasar')) && (!category || v.department === category),
  );
  return { vacancies, branches: BRANCHES, categories: CATEGORIES };
}

const reload = jest.fn();

/** The host's part, reduced: the page gets the loader's data of the URL it shows. */
function RouteDataOfUrl({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const value: RouteData<VacanciesData> = { status: 'success', data: dataFor(search), error: undefined, reload };
  return <RouteDataContext.Provider value={value}>{children}</RouteDataContext.Provider>;
}

function CurrentUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(url: string, page: ReactNode = <VacanciesPage />) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RouteDataOfUrl>
        <Routes>
          <Route path="/career" element={page} />
        </Routes>
      </RouteDataOfUrl>
      <CurrentUrl />
    </MemoryRouter>,
  );
}

/** The page with one state of its data, whatever the URL. */
function renderWith(state: Parameters<typeof withRouteData<VacanciesData>>[0], url = '/career') {
  const { element, reload: reloadMock } = withRouteData(state, <VacanciesPage />);
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/career" element={element} />
      </Routes>
    </MemoryRouter>,
  );
  return reloadMock;
}

beforeEach(() => applyTestConfig());

test('without filters it lists every open vacancy with title, department, branch and an Apply link', () => {
  renderAt('/career');
  expect(screen.getByRole('heading', { level: 1, name: 'Berkarier di NIEC Indonesia' })).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(3);
  const first = within(cards[0]!);
  expect(first.getByRole('heading', { name: 'Education Consultant' })).toBeInTheDocument();
  expect(first.getByText('Denpasar')).toBeInTheDocument();
  expect(first.getByRole('link', { name: /^Apply/ })).toHaveAttribute('href', '/career/ec-dps');
  expect(screen.getByText('3 lowongan ditemukan')).toBeInTheDocument();
  // The branch and category options come with the page's data.
  expect(within(screen.getByRole('combobox', { name: 'Cabang' })).getAllByRole('option')).toHaveLength(3);
  expect(within(screen.getByRole('combobox', { name: 'Kategori pekerjaan' })).getAllByRole('option')).toHaveLength(4);
});

test('filters already in the URL are selected, with the filtered list', () => {
  renderAt('/career?area=5101&kategori=Finance');
  expect(screen.getByRole('heading', { name: 'Finance & Accounting Staff' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Cabang' })).toHaveValue('5101');
  expect(screen.getByRole('combobox', { name: 'Kategori pekerjaan' })).toHaveValue('Finance');
});

test('Cari puts the chosen filters in the URL, and the list of that URL is shown', async () => {
  const user = userEvent.setup();
  renderAt('/career');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cabang' }), 'Yogyakarta');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori pekerjaan' }), 'Information Technology');
  await user.click(screen.getByRole('button', { name: 'Cari' }));

  await waitFor(() =>
    expect(screen.getByTestId('url')).toHaveTextContent('/career?area=3401&kategori=Information+Technology'),
  );
  expect(screen.getByRole('heading', { name: 'Frontend Developer (React)' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(reload).not.toHaveBeenCalled();
});

test('Cari with the filter already shown asks for the list again', async () => {
  const user = userEvent.setup();
  renderAt('/career?kategori=Finance');
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('url')).toHaveTextContent(/^\/career\?kategori=Finance$/);
});

test('no matching vacancy shows an Indonesian empty state with a way back to every vacancy', () => {
  renderWith(
    { data: { vacancies: [], branches: BRANCHES, categories: CATEGORIES } },
    '/career?area=3401&kategori=Finance',
  );
  expect(screen.getByText('Tidak ada lowongan yang sesuai dengan pencarian Anda.')).toBeInTheDocument();
  expect(screen.getByText('Coba pilih cabang atau kategori pekerjaan lain.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat semua lowongan' })).toHaveAttribute('href', '/career');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByText('0 lowongan ditemukan')).toBeInTheDocument();
});

test('without any open vacancy it says so', () => {
  renderWith({ data: { vacancies: [], branches: BRANCHES, categories: CATEGORIES } });
  expect(screen.getByText('Belum ada lowongan yang dibuka.')).toBeInTheDocument();
  expect(screen.getByText('Silakan kembali lagi nanti untuk melihat lowongan terbaru.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Lihat semua lowongan' })).not.toBeInTheDocument();
});

test('back and forward follow the filters in the URL', async () => {
  const user = userEvent.setup();
  renderAt('/career');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori pekerjaan' }), 'Finance');
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/career$/));
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.getByRole('combobox', { name: 'Kategori pekerjaan' })).toHaveValue('');
});

test('while the list loads the page shows its loading state and a usable filter', () => {
  renderWith('loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText(/lowongan ditemukan/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cari' })).toBeEnabled();
});

test('a failed list load says so and can be retried', async () => {
  const reloadMock = renderWith({ error: new Error('offline') });
  expect(screen.getByText('Daftar lowongan gagal dimuat.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reloadMock).toHaveBeenCalledTimes(1);
});

test('a failed branch or category list is logged and leaves the filter usable', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWith({
    data: { ...dataFor(''), branches: [], failed: [{ list: 'branches', reason: 'Network Error' }] },
  });
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(within(screen.getByRole('combobox', { name: 'Cabang' })).getAllByRole('option')).toHaveLength(1);
  expect(within(screen.getByRole('combobox', { name: 'Kategori pekerjaan' })).getAllByRole('option')).toHaveLength(4);
  expect(log).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith('Error fetching career branches', new Error('Network Error'));
  log.mockRestore();
});
