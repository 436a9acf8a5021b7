import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { applyTestConfig } from '@niec/shared/testing';
import { makeArticle } from '../../test/fixtures';
import { fetchArticle, fetchArticles } from './api/articles';
import ArticleDetailPage from './article-detail-page';

jest.mock('./api/articles');

type XssWindow = Window & { __xss?: unknown };

const MALICIOUS = makeArticle({
  slug: 'tips-aman',
  judul: 'Tips Aman Mengisi Formulir Online',
  sub_judul: 'Lindungi data pribadi Anda',
  updated_at: '2026-10-21 15:45:00',
  isi: `<p>Isi yang aman.</p>
<img src=x onerror="window.__xss = 'img'" alt="">
<script>window.__xss = 'script';</script>
<a href="javascript:window.__xss='link'">Tautan</a>
<h2>Periksa Alamat Situs</h2>`,
});

function renderAt(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/artikeldetail/${slug}`]}>
      <Routes>
        <Route path="/artikeldetail/:slug" element={<ArticleDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  applyTestConfig();
  delete (window as XssWindow).__xss;
  jest.mocked(fetchArticles).mockResolvedValue([]);
});

test('the page shows Loading... first, then the article with its byline and Indonesian date', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(MALICIOUS);
  renderAt('tips-aman');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tips Aman Mengisi Formulir Online' })).toBeVisible();
  expect(screen.getByText('Oleh: Tim Redaksi NIEC Indonesia')).toBeVisible();
  expect(screen.getByText('21 Oktober 2026')).toBeVisible();
  expect(screen.getByRole('img', { name: 'Tips Aman Mengisi Formulir Online' })).toHaveAttribute(
    'src',
    MALICIOUS.image,
  );
  expect(jest.mocked(fetchArticle).mock.calls[0]?.[0]).toBe('tips-aman');
  expect(document.title).toBe('Tips Aman Mengisi Formulir Online | NIEC Indonesia');
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('an article body with <img onerror> and <script> renders its text but runs nothing', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(MALICIOUS);
  renderAt('tips-aman');
  const body = await screen.findByTestId('article-body');
  expect(within(body).getByText('Isi yang aman.')).toBeVisible();
  expect(within(body).getByRole('heading', { name: 'Periksa Alamat Situs' })).toBeVisible();
  expect(body.querySelector('script')).toBeNull();
  expect(body.innerHTML).not.toMatch(/onerror|javascript:|__xss/);
  for (const img of Array.from(body.querySelectorAll('img'))) {
    img.dispatchEvent(new Event('error'));
  }
  expect((window as XssWindow).__xss).toBeUndefined();
});

test('a failed article fetch replaces the page with the error message and logs it', async () => {
  const error = new Error('Request failed with status code 500');
  jest.mocked(fetchArticle).mockRejectedValue(error);
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('rusak');
  expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengambil data artikel.');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByText('Artikel Yang Berkaitan')).toBeNull();
  expect(log).toHaveBeenCalledWith('Gagal mengambil data artikel.', error);
  log.mockRestore();
});

test('the sidebar lists up to five related published articles of the same category, newest first', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(makeArticle({ slug: 'current' }));
  jest.mocked(fetchArticles).mockResolvedValue([
    makeArticle({ slug: 'current' }),
    ...Array.from({ length: 6 }, (_, i) =>
      makeArticle({
        slug: `rel-${i}`,
        judul: `Related ${i}`,
        created_at: `2026-0${i + 1}-15 08:00:00`,
        isi: `<p>${'Kata '.repeat(40)}</p>`,
      }),
    ),
    makeArticle({ slug: 'draft', judul: 'Draft', is_publish: '0', created_at: '2026-09-01 08:00:00' }),
    makeArticle({ slug: 'lain', judul: 'Lain', code_artikel_kategori: 'tips' }),
  ]);
  renderAt('current');
  const sidebar = await screen.findByRole('complementary', { name: 'Artikel Yang Berkaitan' });
  const links = await within(sidebar).findAllByRole('link', { name: /Related/ });
  expect(links.map((l) => l.textContent?.match(/Related \d/)?.[0])).toEqual([
    'Related 5',
    'Related 4',
    'Related 3',
    'Related 2',
    'Related 1',
  ]);
  expect(links[0]).toHaveAttribute('href', '/artikeldetail/rel-5');
  expect(links[0]).toHaveTextContent(`${'Kata '.repeat(40).trim().slice(0, 110)}...`);
});

test('without related articles the sidebar says so, and a failed related list is only logged', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(makeArticle({ slug: 'sendiri' }));
  jest.mocked(fetchArticles).mockRejectedValue(new Error('down'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('sendiri');
  expect(await screen.findByText('Tidak ada artikel yang berkaitan.')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(log).toHaveBeenCalledWith('Error fetching artikel', expect.any(Error));
  log.mockRestore();
});
