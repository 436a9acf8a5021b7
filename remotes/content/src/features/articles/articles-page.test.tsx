import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderResult } from '@niec/shared';
import {
  applyTestConfig,
  browserBack,
  currentUrl,
  loaderArgs,
  renderRoute,
  renderServerHead,
  type RouteDataState,
  routeElement,
  type ShownUrl,
} from '@niec/shared/testing';
import { CATEGORIES, makeArticle } from '../../test/fixtures';
import { fetchArticles } from './api/fetch-articles';
import { fetchCategories } from './api/fetch-categories';
import { loadArticles, type ArticlesData } from './articles.loader';
import { renderOnServerThenHydrate } from '../../test/hydrate';
import ArticlesPage from './articles-page';

jest.mock('./api/fetch-articles');
jest.mock('./api/fetch-categories');

const ARTICLES = [
  makeArticle({
    slug: 'beasiswa-australia',
    judul: 'Panduan Lengkap Beasiswa Australia Awards 2027',
    code_artikel_kategori: 'beasiswa',
    updated_at: '2026-10-14 10:30:00',
  }),
  makeArticle({ slug: 'tips-ielts', judul: 'Tips IELTS', code_artikel_kategori: 'tips', is_publish: '1' }),
  makeArticle({ slug: 'draft', judul: 'Draf rahasia', code_artikel_kategori: 'tips', is_publish: 0 }),
  makeArticle({ slug: 'event-draft', judul: 'Event draf', code_artikel_kategori: 'event', is_publish: '0' }),
];

/** The page's data as its loader makes it from the mocked API, for a URL's query. */
async function pageData(search = ''): Promise<ArticlesData> {
  const result: LoaderResult<ArticlesData> = await loadArticles(loaderArgs({}, search));
  if (result.kind !== 'data') throw new Error('expected data');
  return result.data;
}

type State = RouteDataState<ArticlesData>;
/** The loader's result for each query the test visits ('' for /artikel), as the host would load it. */
type ByQuery = Record<string, State>;

/** The loader's results for these queries of /artikel. */
async function dataFor(...searches: string[]): Promise<ByQuery> {
  const entries = await Promise.all(
    searches.map(async (search): Promise<[string, State]> => {
      const result = await loadArticles(loaderArgs({}, search));
      return [search, result.kind === 'data' ? { data: result.data } : 'not-found'];
    }),
  );
  return Object.fromEntries(entries);
}

function renderAt(url: string, state: State | { byQuery: ByQuery }) {
  const routeData =
    typeof state === 'object' && 'byQuery' in state
      ? ({ search }: ShownUrl): State => state.byQuery[search] ?? 'loading'
      : state;
  return renderRoute({ '/artikel': <ArticlesPage /> }, { url, routeData }).reload;
}

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchArticles).mockResolvedValue(ARTICLES);
  jest.mocked(fetchCategories).mockResolvedValue(CATEGORIES);
});

test('only published articles are listed, as cards with cut title, date and a link to the detail', async () => {
  renderAt('/artikel', { data: await pageData() });
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(2);
  const first = cards[0]!;
  expect(within(first).getByText('Panduan Lengkap Bea...')).toBeVisible();
  expect(within(first).getByText('Oktober')).toBeVisible();
  expect(within(first).getByRole('link', { name: /^Baca Selengkapnya/ })).toHaveAttribute(
    'href',
    '/artikeldetail/beasiswa-australia',
  );
  expect(screen.queryByText('Draf rahasia')).toBeNull();
});

test('while the data loads the page shows Loading... in place of the filter and the list', () => {
  renderAt('/artikel', 'loading');
  expect(screen.getByText('Loading...')).toBeVisible();
  expect(screen.queryByRole('group', { name: 'Kategori' })).toBeNull();
});

test('the radio filter shows each category with its count of published articles', async () => {
  renderAt('/artikel', { data: await pageData() });
  const filter = screen.getByRole('group', { name: 'Kategori' });
  expect(within(filter).getByRole('radio', { name: /Beasiswa/ })).toBeInTheDocument();
  expect(within(filter).getByRole('radio', { name: 'Semua Artikel 2' })).toBeChecked();
  expect(within(filter).getByRole('radio', { name: 'Tips Kuliah 1' })).not.toBeChecked();
  expect(within(filter).getByRole('radio', { name: 'Event 0' })).toBeInTheDocument();
});

test('choosing a category puts it in the URL, filters the list, and Back restores the previous list', async () => {
  const user = userEvent.setup();
  renderAt('/artikel', { byQuery: await dataFor('', '?kategori=tips') });
  await user.click(screen.getByRole('radio', { name: 'Tips Kuliah 1' }));
  expect(currentUrl()).toBe('/artikel?kategori=tips');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Tips IELTS' })).toBeVisible();
  await browserBack();
  expect(currentUrl()).toBe('/artikel');
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('a shared filtered URL opens with that category chosen; an empty one says nothing was found', async () => {
  renderAt('/artikel?kategori=event', { data: await pageData('?kategori=event') });
  expect(screen.getByText('Tidak ada artikel yang ditemukan')).toBeVisible();
  expect(screen.getByRole('radio', { name: 'Event 0' })).toBeChecked();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});

test('a failed category fetch is logged as "Error fetching artikel kategori" and the list still works', async () => {
  jest.mocked(fetchCategories).mockRejectedValue(new Error('Request failed with status code 500'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/artikel', { data: await pageData() });
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(log).toHaveBeenCalledWith(
    'Error fetching artikel kategori',
    expect.objectContaining({ message: 'Request failed with status code 500' }),
  );
  expect(screen.getByRole('radio', { name: 'Semua Artikel 2' })).toBeChecked();
  expect(screen.getAllByRole('radio')).toHaveLength(1);
  log.mockRestore();
});

test('a failed article list is only logged: the page says nothing was found, with no alert', () => {
  const error = new Error('Data request for /artikel answered 503');
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/artikel', { error });
  expect(screen.getByText('Tidak ada artikel yang ditemukan')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(log).toHaveBeenCalledWith('Error fetching artikel', error);
  log.mockRestore();
});

test('the server HTML of a filtered list hydrates without a mismatch', async () => {
  const { element } = routeElement(
    { '/artikel': <ArticlesPage /> },
    { url: '/artikel?kategori=tips', routeData: { data: await pageData('?kategori=tips') } },
  );
  const { html, problems } = await renderOnServerThenHydrate(element);
  expect(html).toContain('Tips IELTS');
  expect(html).not.toContain('Panduan Lengkap Bea');
  expect(problems).toEqual([]);
});

describe('a list longer than one page', () => {
  /** 30 published articles: 20 scholarships, 10 tips (the API's order is the list's order). */
  const MANY = Array.from({ length: 30 }, (_, i) =>
    makeArticle({
      slug: `artikel-${i + 1}`,
      judul: i === 27 ? 'Panduan Visa Pelajar Kanada' : `Artikel nomor ${i + 1}`,
      code_artikel_kategori: i < 20 ? 'beasiswa' : 'tips',
    }),
  );
  // (Role queries over 12 cards are slow on a busy machine: the cards are counted as elements.)
  const cards = () => [...document.querySelectorAll('article')];

  beforeEach(() => {
    jest.mocked(fetchArticles).mockResolvedValue([...MANY, makeArticle({ slug: 'draft', is_publish: 0 })]);
    // jsdom does not lay out pages; the list's top is scrolled to after a page change.
    Element.prototype.scrollIntoView = jest.fn();
  });

  test('the articles of the spec fit one page: no page links', async () => {
    jest.mocked(fetchArticles).mockResolvedValue(ARTICLES);
    renderAt('/artikel', { data: await pageData() });
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar artikel' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Semua Artikel' })).toBeVisible();
  });

  test('shows 12 cards and page links; page 2 shows the next ones with focus on the list heading; Back returns', async () => {
    const user = userEvent.setup();
    renderAt('/artikel', { byQuery: await dataFor('', '?page=2') });
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('Menampilkan 1–12 dari 30 artikel')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Halaman daftar artikel' });
    expect(within(pages).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/artikel?page=2');

    await user.click(within(pages).getByRole('link', { name: 'Halaman 2' }));
    expect(currentUrl()).toBe('/artikel?page=2');
    expect(cards()).toHaveLength(12);
    expect(cards()[0]).toHaveTextContent('Artikel nomor 13');
    expect(screen.getByText('Menampilkan 13–24 dari 30 artikel')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Semua Artikel' })).toHaveFocus();
    // The counts are of every published article, on every page.
    expect(screen.getByRole('radio', { name: 'Semua Artikel 30' })).toBeChecked();

    await browserBack();
    expect(currentUrl()).toBe('/artikel');
    expect(cards()).toHaveLength(12);
    expect(cards()[0]).toHaveTextContent('Artikel nomor 1');
  });

  test('a category keeps the search and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderAt('/artikel?q=nomor&page=2', { byQuery: await dataFor('?q=nomor&page=2', '?q=nomor&kategori=tips') });
    await user.click(screen.getByRole('radio', { name: 'Tips Kuliah 10' }));
    expect(currentUrl()).toBe('/artikel?q=nomor&kategori=tips');
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar artikel' })).toBeNull();
  });

  test('the search finds articles by a word of their title, keeps ?q= and the category counts', async () => {
    const user = userEvent.setup();
    renderAt('/artikel', { byQuery: await dataFor('', '?q=kanada') });
    await user.type(screen.getByRole('searchbox', { name: 'Cari artikel' }), 'kanada{Enter}');
    expect(currentUrl()).toBe('/artikel?q=kanada');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Panduan Visa Pelajar Kanada');
    expect(screen.getByRole('heading', { level: 2, name: 'Hasil pencarian “kanada”' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Semua Artikel 30' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tips Kuliah 10' })).toBeInTheDocument();
    // Search results are not for search engines.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a search within a category says so in the list heading', async () => {
    renderAt('/artikel?kategori=tips&q=kanada', { data: await pageData('?kategori=tips&q=kanada') });
    expect(screen.getByRole('heading', { level: 2, name: 'Hasil pencarian “kanada” di Tips Kuliah' })).toBeVisible();
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('1 artikel')).toBeVisible();
  });

  test('a search without a match says nothing was found', async () => {
    renderAt('/artikel?q=zzz', { data: await pageData('?q=zzz') });
    expect(screen.getByText('Tidak ada artikel yang ditemukan')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('searchbox', { name: 'Cari artikel' })).toHaveValue('zzz');
  });

  test('each page of the whole list is its own canonical URL and is indexed', async () => {
    renderAt('/artikel?page=2', { data: await pageData('?page=2') });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/artikel?page=2',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  test('a page past the last one is not found, with a link to the first page of the same list', async () => {
    const result = await loadArticles(loaderArgs({}, '?kategori=tips&page=2'));
    expect(result).toEqual({ kind: 'not-found' });
    renderAt('/artikel?kategori=tips&page=2', 'not-found');
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Kembali ke halaman pertama' })).toHaveAttribute(
      'href',
      '/artikel?kategori=tips',
    );
  });
});

test("the list's server head has its own title and description (and no structured data of its own)", async () => {
  const { element } = routeElement(
    { '/artikel': <ArticlesPage /> },
    { url: '/artikel', routeData: { data: await pageData() } },
  );
  const head = renderServerHead(element);
  expect(head.title).toBe('Artikel | NIEC Indonesia');
  expect(head.description).toBe(
    'Berita dan artikel terbaru seputar kuliah di luar negeri, beasiswa dan kehidupan pelajar.',
  );
  expect(head.structuredData).toEqual([]);
});
