import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, browserBack, currentUrl, renderRoute, type RouteDataState } from '@niec/shared/testing';
import type { VacancySummary } from './model';
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

/** What the loader answers for a URL's query (the seed filtered as the API filters it, 24 a page). */
function dataFor(search: string, all: VacancySummary[] = ALL): VacanciesData {
  const params = new URLSearchParams(search);
  const area = params.get('area') ?? '';
  const category = params.get('kategori') ?? '';
  const page = Number(params.get('page') ?? '1');
  const matching = all.filter(
    (v) => (!area || (area === '5101') === (v.branch === 'Denpasar')) && (!category || v.department === category),
  );
  return {
    vacancies: matching.slice((page - 1) * 24, page * 24),
    page,
    pageCount: Math.max(1, Math.ceil(matching.length / 24)),
    total: matching.length,
    branches: BRANCHES,
    categories: CATEGORIES,
  };
}

/** The loader's answer for a list that fits on one page. */
const onePage = (vacancies: VacancySummary[]): VacanciesData => ({
  vacancies,
  page: 1,
  pageCount: 1,
  total: vacancies.length,
  branches: BRANCHES,
  categories: CATEGORIES,
});

/** 'Coba lagi' and Cari on the URL shown ask the host for the data again: the mock of the last renderAt. */
let reload: jest.Mock;

/** The page at `url` as the host mounts it: with the loader's data of the URL it shows. */
function renderAt(url: string, page: ReactNode = <VacanciesPage />, all?: VacancySummary[]) {
  const view = renderRoute({ '/career': page }, { url, routeData: ({ search }) => ({ data: dataFor(search, all) }) });
  reload = view.reload;
  return view;
}

/** The page with one state of its data, whatever the URL. */
function renderWith(state: RouteDataState<VacanciesData>, url = '/career') {
  return renderRoute({ '/career': <VacanciesPage /> }, { url, routeData: state }).reload;
}

beforeEach(() => applyTestConfig());
afterEach(() => localStorage.removeItem('niec:saved'));

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

test("'Simpan' on a card keeps the vacancy in the saved list, leading to its page, and lets it go", async () => {
  const user = userEvent.setup();
  renderAt('/career');
  const card = within(screen.getByRole('heading', { name: 'Finance & Accounting Staff' }).closest('article')!);
  const save = card.getByRole('button', { name: 'Simpan' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  // Beside Apply, not inside it.
  expect(save.parentElement).toBe(card.getByRole('link', { name: /^Apply/ }).parentElement);
  expect(save.closest('a')).toBeNull();

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(currentUrl()).toBe('/career');
  expect(JSON.parse(localStorage.getItem('niec:saved') ?? 'null')).toEqual({
    v: 1,
    items: [
      {
        key: 'lowongan:fin-dps',
        title: 'Finance & Accounting Staff',
        href: '/career/fin-dps',
        savedAt: expect.any(Number) as number,
      },
    ],
  });

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem('niec:saved')).toBeNull();
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

  await waitFor(() => expect(currentUrl()).toBe('/career?area=3401&kategori=Information+Technology'));
  expect(screen.getByRole('heading', { name: 'Frontend Developer (React)' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(reload).not.toHaveBeenCalled();
});

test('Cari with the filter already shown asks for the list again', async () => {
  const user = userEvent.setup();
  renderAt('/career?kategori=Finance');
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(currentUrl()).toBe('/career?kategori=Finance');
});

test('no matching vacancy shows an Indonesian empty state with a way back to every vacancy', () => {
  renderWith({ data: onePage([]) }, '/career?area=3401&kategori=Finance');
  expect(screen.getByText('Tidak ada lowongan yang sesuai dengan pencarian Anda.')).toBeInTheDocument();
  expect(screen.getByText('Coba pilih cabang atau kategori pekerjaan lain.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat semua lowongan' })).toHaveAttribute('href', '/career');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByText('0 lowongan ditemukan')).toBeInTheDocument();
});

test('without any open vacancy it says so', () => {
  renderWith({ data: onePage([]) });
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
  await browserBack();
  await waitFor(() => expect(currentUrl()).toBe('/career'));
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

test('a list that fits on one page has no page links', () => {
  renderAt('/career');
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.queryByRole('navigation', { name: 'Halaman daftar lowongan' })).not.toBeInTheDocument();
});

describe('250 vacancies, 24 a page', () => {
  const GROWN: VacancySummary[] = Array.from({ length: 250 }, (_, index) => ({
    id: index + 1,
    title: `Lowongan ${index + 1}`,
    department: index % 2 === 0 ? 'Finance' : 'Information Technology',
    branch: index % 5 === 0 ? 'Yogyakarta' : 'Denpasar',
    slug: `lowongan-${index + 1}`,
  }));
  const grownAt = (url: string) => renderAt(url, <VacanciesPage />, GROWN);
  const pages = () => screen.getByRole('navigation', { name: 'Halaman daftar lowongan' });
  const meta = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

  beforeEach(() => {
    // jsdom lays nothing out; the list's heading is scrolled to after a page change.
    Element.prototype.scrollIntoView = jest.fn();
  });

  test('shows 24 cards, the count of every page, and links to the other pages below the cards', () => {
    grownAt('/career');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(screen.getByText('250 lowongan ditemukan')).toBeInTheDocument();
    expect(pages()).toHaveTextContent('Halaman 1 dari 11');
    expect(within(pages()).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/career?page=2');
    expect(cards[23]!.compareDocumentPosition(pages()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(meta('meta[name="robots"]', 'content')).toBeUndefined();
  });

  test('a page link shows the next cards with the list heading focused, and Back returns to page 1', async () => {
    const user = userEvent.setup();
    grownAt('/career');
    await user.click(within(pages()).getByRole('link', { name: 'Halaman 2' }));
    expect(currentUrl()).toBe('/career?page=2');
    expect(screen.getByRole('heading', { name: 'Lowongan 25' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lowongan 24' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lowongan tersedia' })).toHaveFocus();
    expect(meta('link[rel="canonical"]', 'href')).toBe('http://localhost/career?page=2');
    expect(document.title).toBe('Karier - Halaman 2 | NIEC Indonesia');
    await browserBack();
    expect(currentUrl()).toBe('/career');
    expect(screen.getByRole('heading', { name: 'Lowongan 1' })).toBeInTheDocument();
  });

  test('page links keep the filter; a filtered list is not indexed', () => {
    grownAt('/career?kategori=Finance&page=2');
    expect(screen.getByText('125 lowongan ditemukan')).toBeInTheDocument();
    expect(within(pages()).getByRole('link', { name: 'Halaman 3' })).toHaveAttribute(
      'href',
      '/career?kategori=Finance&page=3',
    );
    expect(within(pages()).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'href',
      '/career?kategori=Finance',
    );
    expect(meta('meta[name="robots"]', 'content')).toBe('noindex');
  });

  test('a filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    grownAt('/career?page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori pekerjaan' }), 'Finance');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(currentUrl()).toBe('/career?kategori=Finance');
    expect(screen.getByRole('heading', { name: 'Lowongan 1' })).toBeInTheDocument();
    expect(within(pages()).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('Cari with the filter shown, on a later page, goes back to its first page', async () => {
    const user = userEvent.setup();
    grownAt('/career?kategori=Finance&page=4');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(currentUrl()).toBe('/career?kategori=Finance');
    expect(reload).not.toHaveBeenCalled();
  });
});

test('a page of the list that does not exist shows the not-found page, with a way back to the first page', () => {
  renderWith('not-found', '/career?kategori=Finance&page=9999');
  expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByText('Halaman daftar lowongan yang Anda buka tidak ada.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke halaman pertama' })).toHaveAttribute(
    'href',
    '/career?kategori=Finance',
  );
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cari' })).not.toBeInTheDocument();
});
