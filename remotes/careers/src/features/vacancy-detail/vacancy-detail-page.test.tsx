import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { applyTestConfig } from '@niec/shared/testing';
import { fetchVacancy, type VacancyDetail } from './api/fetch-vacancy';
import VacancyDetailPage from './vacancy-detail-page';

jest.mock('./api/fetch-vacancy');
jest.mock('./components/application-form', () => ({
  __esModule: true,
  default: ({ vacancy }: { vacancy: { id: number; title: string } }) => (
    <p>Formulir lamaran untuk {`${vacancy.id} ${vacancy.title}`}</p>
  ),
}));

const VACANCY: VacancyDetail = {
  id: 1,
  title: 'Education Consultant',
  department: 'Education Consultant',
  branch: 'Denpasar',
  slug: 'education-consultant-denpasar',
  salaryMin: 5000000,
  salaryMax: 7000000,
  descriptionHtml:
    '<h3>Kualifikasi</h3><ul><li>Minimal S1</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function renderAt(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/career/${slug}`]}>
      <Routes>
        <Route path="/career/:slug_title" element={<VacancyDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => applyTestConfig());

test('shows the vacancy with its salary range, the sanitised description and the Apply Your Resume form', async () => {
  jest.mocked(fetchVacancy).mockResolvedValue(VACANCY);
  const { container } = renderAt('education-consultant-denpasar');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Education Consultant' })).toBeInTheDocument();
  expect(fetchVacancy).toHaveBeenCalledWith('education-consultant-denpasar', expect.any(AbortSignal));
  expect(normalise(screen.getByTestId('vacancy-salary').textContent)).toBe('Rp 5.000.000 - Rp 7.000.000');
  expect(screen.getAllByText('Denpasar').length).toBeGreaterThan(0);
  expect(await screen.findByRole('heading', { name: 'Kualifikasi' })).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Apply Your Resume' })).toBeInTheDocument();
  expect(await screen.findByText('Formulir lamaran untuk 1 Education Consultant')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Education Consultant | NIEC Indonesia'));
});

test('without gaji_2 only the lower salary is shown', async () => {
  jest.mocked(fetchVacancy).mockResolvedValue({ ...VACANCY, salaryMax: null, salaryMin: 5500000 });
  renderAt('education-consultant-surabaya');
  await screen.findByRole('heading', { level: 1 });
  expect(normalise(screen.getByTestId('vacancy-salary').textContent)).toBe('Rp 5.500.000');
});

test('an unknown slug shows a clear not-found state with a link to every vacancy', async () => {
  jest.mocked(fetchVacancy).mockResolvedValue(null);
  renderAt('tidak-ada');
  expect(await screen.findByRole('heading', { level: 1, name: 'Lowongan tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat semua lowongan' })).toHaveAttribute('href', '/career');
  expect(screen.queryByText(/Formulir lamaran/)).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Lowongan tidak ditemukan | NIEC Indonesia'));
});

test('a failed load says so and offers a retry', async () => {
  jest.mocked(fetchVacancy).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(VACANCY);
  renderAt('education-consultant-denpasar');
  expect(await screen.findByText('Detail lowongan gagal dimuat.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Education Consultant' })).toBeInTheDocument();
});
