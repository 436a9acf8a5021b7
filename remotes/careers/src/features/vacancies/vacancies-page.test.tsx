import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { applyTestConfig } from '@niec/shared/testing';
import { fetchVacancies } from './api/fetch-vacancies';
import { filterVacancies } from './api/filter-vacancies';
import { fetchBranches, fetchJobCategories } from './api/fetch-filter-options';
import type { VacancySummary } from './api/vacancy-types';
import VacanciesPage from './vacancies-page';

jest.mock('./api/fetch-vacancies');
jest.mock('./api/filter-vacancies');
jest.mock('./api/fetch-filter-options');

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

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/career" element={<VacanciesPage />} />
      </Routes>
      <CurrentUrl />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchVacancies).mockResolvedValue(ALL);
  jest
    .mocked(filterVacancies)
    .mockImplementation(({ area, category }) =>
      Promise.resolve(
        ALL.filter(
          (v) => (!area || (area === '5101') === (v.branch === 'Denpasar')) && (!category || v.department === category),
        ),
      ),
    );
  jest.mocked(fetchBranches).mockResolvedValue([
    { id: '5101', name: 'Denpasar' },
    { id: '3401', name: 'Yogyakarta' },
  ]);
  jest.mocked(fetchJobCategories).mockResolvedValue(['Education Consultant', 'Finance', 'Information Technology']);
});

test('without filters it lists every open vacancy with title, department, branch and an Apply link', async () => {
  renderAt('/career');
  expect(screen.getByRole('heading', { level: 1, name: 'Berkarier di NIEC Indonesia' })).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(3);
  const first = within(cards[0]!);
  expect(first.getByRole('heading', { name: 'Education Consultant' })).toBeInTheDocument();
  expect(first.getByText('Denpasar')).toBeInTheDocument();
  expect(first.getByRole('link', { name: /^Apply/ })).toHaveAttribute('href', '/career/ec-dps');
  expect(screen.getByText('3 lowongan ditemukan')).toBeInTheDocument();
  expect(fetchVacancies).toHaveBeenCalledTimes(1);
  expect(filterVacancies).not.toHaveBeenCalled();
});

test('filters already in the URL are selected and sent to the filter call on load', async () => {
  renderAt('/career?area=5101&kategori=Finance');
  expect(await screen.findByRole('heading', { name: 'Finance & Accounting Staff' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(filterVacancies).toHaveBeenCalledWith({ area: '5101', category: 'Finance' }, expect.any(AbortSignal));
  expect(fetchVacancies).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cabang' })).toHaveValue('5101'));
  expect(screen.getByRole('combobox', { name: 'Kategori pekerjaan' })).toHaveValue('Finance');
});

test('Cari puts the chosen filters in the URL and replaces the list with the filtered vacancies', async () => {
  const user = userEvent.setup();
  renderAt('/career');
  await screen.findAllByRole('article');
  await screen.findByRole('option', { name: 'Yogyakarta' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cabang' }), 'Yogyakarta');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori pekerjaan' }), 'Information Technology');
  await user.click(screen.getByRole('button', { name: 'Cari' }));

  await waitFor(() =>
    expect(screen.getByTestId('url')).toHaveTextContent('/career?area=3401&kategori=Information+Technology'),
  );
  expect(await screen.findByRole('heading', { name: 'Frontend Developer (React)' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  // One click, one request: never an intermediate one with the old filter.
  expect(filterVacancies).toHaveBeenCalledTimes(1);
  expect(filterVacancies).toHaveBeenCalledWith(
    { area: '3401', category: 'Information Technology' },
    expect.any(AbortSignal),
  );
});

test('Cari with no filter still asks the filter endpoint', async () => {
  const user = userEvent.setup();
  renderAt('/career');
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await waitFor(() =>
    expect(filterVacancies).toHaveBeenCalledWith({ area: '', category: '' }, expect.any(AbortSignal)),
  );
});

test('no matching vacancy shows an Indonesian empty state with a way back to every vacancy', async () => {
  jest.mocked(filterVacancies).mockResolvedValue([]);
  renderAt('/career?area=3401&kategori=Finance');
  expect(await screen.findByText('Tidak ada lowongan yang sesuai dengan pencarian Anda.')).toBeInTheDocument();
  expect(screen.getByText('Coba pilih cabang atau kategori pekerjaan lain.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat semua lowongan' })).toHaveAttribute('href', '/career');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('back and forward follow the filters in the URL', async () => {
  const user = userEvent.setup();
  renderAt('/career');
  await screen.findAllByRole('article');
  await screen.findByRole('option', { name: 'Finance' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori pekerjaan' }), 'Finance');
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/career$/));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(screen.getByRole('combobox', { name: 'Kategori pekerjaan' })).toHaveValue('');
});

test('a failed list load says so and can be retried', async () => {
  const user = userEvent.setup();
  jest.mocked(fetchVacancies).mockRejectedValueOnce(new Error('offline'));
  renderAt('/career');
  expect(await screen.findByText('Daftar lowongan gagal dimuat.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findAllByRole('article')).toHaveLength(3);
});

test('a failed branch or category list leaves the filter usable', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(fetchBranches).mockRejectedValue(new Error('offline'));
  renderAt('/career');
  await screen.findAllByRole('article');
  await screen.findByRole('option', { name: 'Finance' });
  expect(within(screen.getByRole('combobox', { name: 'Cabang' })).getAllByRole('option')).toHaveLength(1);
  expect(log).toHaveBeenCalledWith('Error fetching career branches', expect.any(Error));
  log.mockRestore();
});
