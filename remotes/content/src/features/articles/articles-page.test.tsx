import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { LoaderResult } from '@niec/shared';
import { applyTestConfig, loaderArgs, withRouteData } from '@niec/shared/testing';
import { CATEGORIES, makeArticle } from '../../test/fixtures';
import { fetchArticles } from './api/articles';
import { fetchCategories } from './api/categories';
import { loadArticles, type ArticlesData } from './articles.loader';
import { renderOnServerThenHydrate } from '../../test/hydrate';
import ArticlesPage from './articles-page';

jest.mock('./api/articles');
jest.mock('./api/categories');

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

/** The page's data as its loader makes it from the mocked API. */
async function pageData(): Promise<ArticlesData> {
  const result: LoaderResult<ArticlesData> = await loadArticles(loaderArgs());
  if (result.kind !== 'data') throw new Error('expected data');
  return result.data;
}

function renderAt(url: string, state: Parameters<typeof withRouteData<ArticlesData>>[0]) {
  const { element, reload } = withRouteData(
    state,
    <Routes>
      <Route path="/artikel" element={<ArticlesPage />} />
    </Routes>,
  );
  render(
    <MemoryRouter initialEntries={[url]}>
      {element}
      <CurrentUrl />
    </MemoryRouter>,
  );
  return reload;
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
  renderAt('/artikel', { data: await pageData() });
  await user.click(screen.getByRole('radio', { name: 'Tips Kuliah 1' }));
  expect(screen.getByTestId('url')).toHaveTextContent('/artikel?kategori=tips');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Tips IELTS' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(screen.getByTestId('url')).toHaveTextContent(/^\/artikel$/);
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('a shared filtered URL opens with that category chosen; an empty one says nothing was found', async () => {
  renderAt('/artikel?kategori=event', { data: await pageData() });
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
  const { element } = withRouteData(
    { data: await pageData() },
    <Routes>
      <Route path="/artikel" element={<ArticlesPage />} />
    </Routes>,
  );
  const { html, problems } = await renderOnServerThenHydrate(
    <MemoryRouter initialEntries={['/artikel?kategori=tips']}>{element}</MemoryRouter>,
  );
  expect(html).toContain('Tips IELTS');
  expect(html).not.toContain('Panduan Lengkap Bea');
  expect(problems).toEqual([]);
});
