import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, renderRoute, type RouteDataState } from '@niec/shared/testing';
import type { VacancyDetailData } from './vacancy-detail.loader';
import VacancyDetailPage from './vacancy-detail-page';

jest.mock('./components/application-form', () => ({
  __esModule: true,
  default: ({
    vacancy,
    provinces,
  }: {
    vacancy: { id: number; title: string };
    provinces: { value: string; label: string }[];
  }) => (
    <p>
      Formulir lamaran untuk {`${vacancy.id} ${vacancy.title}`} ({provinces.map((p) => p.label).join(', ')})
    </p>
  ),
}));

const DATA: VacancyDetailData = {
  vacancy: {
    id: 1,
    title: 'Education Consultant',
    department: 'Education Consultant',
    branch: 'Denpasar',
    salary: 'Rp\u00a05.000.000 - Rp\u00a07.000.000',
    salaryAmount: { min: 5000000, max: 7000000 },
    postedAt: '2026-09-01 09:00:00',
    descriptionHtml:
      '<h3>Kualifikasi</h3><ul><li>Minimal S1</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
  provinces: [
    { value: '51', label: 'Bali' },
    { value: '31', label: 'DKI Jakarta' },
  ],
};

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function renderWith(state: RouteDataState<VacancyDetailData>) {
  return renderRoute(
    { '/career/:slug_title': <VacancyDetailPage /> },
    { url: '/career/education-consultant-denpasar', routeData: state },
  );
}

beforeEach(() => applyTestConfig());
afterEach(() => localStorage.removeItem('niec:saved'));

test('shows the vacancy with its salary range, the sanitised description and the Apply Your Resume form', async () => {
  const { container } = renderWith({ data: DATA });
  expect(screen.getByRole('heading', { level: 1, name: 'Education Consultant' })).toBeInTheDocument();
  expect(normalise(screen.getByTestId('vacancy-salary').textContent)).toBe('Rp 5.000.000 - Rp 7.000.000');
  expect(screen.getAllByText('Denpasar').length).toBeGreaterThan(0);
  expect(await screen.findByRole('heading', { name: 'Kualifikasi' })).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Apply Your Resume' })).toBeInTheDocument();
  expect(
    await screen.findByText('Formulir lamaran untuk 1 Education Consultant (Bali, DKI Jakarta)'),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Education Consultant | NIEC Indonesia'));
});

test("'Simpan' beside 'Lamar posisi ini' keeps the vacancy in the saved list, leading to this page", async () => {
  const user = userEvent.setup();
  renderWith({ data: DATA });
  const save = screen.getByRole('button', { name: 'Simpan' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(save.parentElement).toBe(screen.getByRole('link', { name: 'Lamar posisi ini' }).parentElement);

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem('niec:saved') ?? 'null')).toEqual({
    v: 1,
    items: [
      {
        key: 'lowongan:education-consultant-denpasar',
        title: 'Education Consultant',
        href: '/career/education-consultant-denpasar',
        savedAt: expect.any(Number) as number,
      },
    ],
  });

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem('niec:saved')).toBeNull();
});

test('without a salary it says Dirahasiakan', () => {
  renderWith({ data: { ...DATA, vacancy: { ...DATA.vacancy, salary: null } } });
  expect(screen.getByTestId('vacancy-salary')).toHaveTextContent('Dirahasiakan');
});

test('while the vacancy loads the page shows its loading state', () => {
  renderWith('loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

test('an unknown slug shows a clear not-found state with a link to every vacancy', async () => {
  renderWith('not-found');
  expect(screen.getByRole('heading', { level: 1, name: 'Lowongan tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat semua lowongan' })).toHaveAttribute('href', '/career');
  expect(screen.queryByText(/Formulir lamaran/)).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Lowongan tidak ditemukan | NIEC Indonesia'));
  // The site's one 404 page: not indexed, and described as this vacancy page's not-found state.
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Lowongan yang Anda cari tidak ada atau sudah ditutup.',
  );
});

test('a failed load says so and offers a retry', async () => {
  const { reload } = renderWith({ error: new Error('offline') });
  expect(screen.getByText('Detail lowongan gagal dimuat.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a failed province list is only logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWith({ data: { ...DATA, provinces: [], provincesFailed: 'Network Error' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Education Consultant' })).toBeInTheDocument();
  expect(await screen.findByText(/Formulir lamaran untuk 1 Education Consultant/)).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Error fetching provinces', new Error('Network Error'));
  log.mockRestore();
});
