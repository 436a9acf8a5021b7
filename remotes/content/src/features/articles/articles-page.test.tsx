import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { applyTestConfig } from '@niec/shared/testing';
import { CATEGORIES, makeArticle } from '../../test/fixtures';
import { fetchArticles } from './api/articles';
import { fetchCategories } from './api/categories';
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

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/artikel" element={<ArticlesPage />} />
      </Routes>
      <CurrentUrl />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchArticles).mockResolvedValue(ARTICLES);
  jest.mocked(fetchCategories).mockResolvedValue(CATEGORIES);
});

test('only published articles are listed, as cards with cut title, date and a link to the detail', async () => {
  renderAt('/artikel');
  const cards = await screen.findAllByRole('article');
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

test('the radio filter shows each category with its count of published articles', async () => {
  renderAt('/artikel');
  const filter = await screen.findByRole('group', { name: 'Kategori' });
  expect(await within(filter).findByRole('radio', { name: /Beasiswa/ })).toBeInTheDocument();
  expect(within(filter).getByRole('radio', { name: 'Semua Artikel 2' })).toBeChecked();
  expect(within(filter).getByRole('radio', { name: 'Tips Kuliah 1' })).not.toBeChecked();
  expect(within(filter).getByRole('radio', { name: 'Event 0' })).toBeInTheDocument();
});

test('choosing a category puts it in the URL, filters the list, and Back restores the previous list', async () => {
  const user = userEvent.setup();
  renderAt('/artikel');
  await user.click(await screen.findByRole('radio', { name: 'Tips Kuliah 1' }));
  expect(screen.getByTestId('url')).toHaveTextContent('/artikel?kategori=tips');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Tips IELTS' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(screen.getByTestId('url')).toHaveTextContent(/^\/artikel$/);
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('a shared filtered URL opens with that category chosen; an empty one says nothing was found', async () => {
  renderAt('/artikel?kategori=event');
  expect(await screen.findByText('Tidak ada artikel yang ditemukan')).toBeVisible();
  expect(await screen.findByRole('radio', { name: 'Event 0' })).toBeChecked();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});

test('a failed category fetch is logged as "Error fetching artikel kategori" and the list still works', async () => {
  const error = new Error('500');
  jest.mocked(fetchCategories).mockRejectedValue(error);
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/artikel');
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(log).toHaveBeenCalledWith('Error fetching artikel kategori', error);
  expect(screen.getByRole('radio', { name: 'Semua Artikel 2' })).toBeChecked();
  log.mockRestore();
});
