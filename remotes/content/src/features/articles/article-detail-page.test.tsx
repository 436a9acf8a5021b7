import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSanitizer } from '@niec/shared/html';
import {
  applyTestConfig,
  itemOfType,
  loaderArgs,
  renderRoute,
  renderServerHead,
  type RouteDataState,
  routeElement,
  visibleBreadcrumb,
} from '@niec/shared/testing';
import { makeArticle } from '../../test/fixtures';
import { fetchArticle } from './api/fetch-article';
import { fetchArticles } from './api/fetch-articles';
import { loadArticleDetail, type ArticleDetailData } from './articles.loader';
import { renderOnServerThenHydrate } from '../../test/hydrate';
import ArticleDetailPage from './article-detail-page';

jest.mock('./api/fetch-article');
jest.mock('./api/fetch-articles');

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

/** The page's data as its loader makes it from the mocked API. */
async function pageData(slug: string): Promise<ArticleDetailData> {
  const result = await loadArticleDetail(loaderArgs({ slug }));
  if (result.kind !== 'data') throw new Error('expected data');
  return result.data;
}

function renderAt(slug: string, state: RouteDataState<ArticleDetailData>) {
  return renderRoute(
    { '/artikeldetail/:slug': <ArticleDetailPage />, '/artikel': <h1>Daftar artikel</h1> },
    { url: `/artikeldetail/${slug}`, routeData: state },
  ).reload;
}

beforeAll(async () => {
  // As routes.tsx does with the page chunk.
  await loadSanitizer();
});

beforeEach(() => {
  applyTestConfig();
  delete (window as XssWindow).__xss;
  jest.mocked(fetchArticles).mockResolvedValue([]);
});

test('the page shows Loading... while its data loads', () => {
  renderAt('tips-aman', 'loading');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

test('the article shows with its byline, Indonesian date, image and meta tags', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(MALICIOUS);
  renderAt('tips-aman', { data: await pageData('tips-aman') });
  expect(screen.getByRole('heading', { level: 1, name: 'Tips Aman Mengisi Formulir Online' })).toBeVisible();
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
  renderAt('tips-aman', { data: await pageData('tips-aman') });
  const body = screen.getByTestId('article-body');
  expect(within(body).getByText('Isi yang aman.')).toBeVisible();
  expect(within(body).getByRole('heading', { name: 'Periksa Alamat Situs' })).toBeVisible();
  expect(body.querySelector('script')).toBeNull();
  expect(body.innerHTML).not.toMatch(/onerror|javascript:|__xss/);
  for (const img of Array.from(body.querySelectorAll('img'))) {
    img.dispatchEvent(new Event('error'));
  }
  expect((window as XssWindow).__xss).toBeUndefined();
});

test('a failed article load replaces the page with the error message, logs it and leads back to the list', async () => {
  const error = new Error('Request failed with status code 500');
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('rusak', { error });
  expect(screen.getByRole('alert')).toHaveTextContent('Gagal mengambil data artikel.');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByText('Artikel Yang Berkaitan')).toBeNull();
  expect(log).toHaveBeenCalledWith('Error fetching artikel rusak', error);
  log.mockRestore();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Kembali ke daftar artikel' }));
  expect(screen.getByRole('heading', { name: 'Daftar artikel' })).toBeVisible();
});

test('an unknown slug says the same, without logging a failure', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('tidak-ada', 'not-found');
  expect(screen.getByRole('alert')).toHaveTextContent('Gagal mengambil data artikel.');
  expect(log).not.toHaveBeenCalled();
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
  renderAt('current', { data: await pageData('current') });
  const sidebar = screen.getByRole('complementary', { name: 'Artikel Yang Berkaitan' });
  const links = within(sidebar).getAllByRole('link', { name: /Related/ });
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
  renderAt('sendiri', { data: await pageData('sendiri') });
  expect(screen.getByText('Tidak ada artikel yang berkaitan.')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(log).toHaveBeenCalledWith('Error fetching artikel', expect.objectContaining({ message: 'down' }));
  log.mockRestore();
});

test('the server HTML carries the sanitised body and hydrates without a mismatch', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(MALICIOUS);
  const { element } = routeElement(
    { '/artikeldetail/:slug': <ArticleDetailPage /> },
    { url: '/artikeldetail/tips-aman', routeData: { data: await pageData('tips-aman') } },
  );
  const { html, problems } = await renderOnServerThenHydrate(element);
  expect(html).toContain('Periksa Alamat Situs');
  expect(html).not.toMatch(/onerror|<script|javascript:/);
  expect(problems).toEqual([]);
});

describe("the server's head of an article", () => {
  const ARTICLE = makeArticle({
    slug: 'tips-aman',
    judul: 'Tips Aman Mengisi Formulir Online',
    sub_judul: 'Lindungi data pribadi Anda',
    created_at: '2026-10-01 08:15:00',
    updated_at: '2026-10-21 15:45:00',
  });

  async function serverHead(article = ARTICLE) {
    jest.mocked(fetchArticle).mockResolvedValue(article);
    const { element } = routeElement(
      { '/artikeldetail/:slug': <ArticleDetailPage /> },
      { url: `/artikeldetail/${article.slug}`, routeData: { data: await pageData(article.slug) } },
    );
    return renderServerHead(element);
  }

  test('has the judul as title and the sub_judul as description', async () => {
    const head = await serverHead();
    expect(head.title).toBe('Tips Aman Mengisi Formulir Online | NIEC Indonesia');
    expect(head.description).toBe('Lindungi data pribadi Anda');
  });

  test('is a NewsArticle dated by created_at and updated_at, by and from the consultancy', async () => {
    const head = await serverHead();
    expect(itemOfType(head.structuredData, 'NewsArticle')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      mainEntityOfPage: 'https://niec.test/artikeldetail/tips-aman',
      headline: 'Tips Aman Mengisi Formulir Online',
      description: 'Lindungi data pribadi Anda',
      image: [ARTICLE.image],
      datePublished: '2026-10-01T08:15:00+08:00',
      dateModified: '2026-10-21T15:45:00+08:00',
      author: {
        '@type': 'Organization',
        name: 'NIEC Indonesia',
        url: 'https://niec.test/',
        logo: 'https://niec.test/og/logo.png',
      },
      publisher: {
        '@type': 'Organization',
        name: 'NIEC Indonesia',
        url: 'https://niec.test/',
        logo: 'https://niec.test/og/logo.png',
      },
    });
  });

  test('its BreadcrumbList is the trail the page shows: Beranda, Artikel and the category', async () => {
    const head = await serverHead();
    const visible = visibleBreadcrumb(head.html);
    expect(visible).toEqual([
      { name: 'Beranda', url: 'https://niec.test/' },
      { name: 'Artikel', url: 'https://niec.test/artikel' },
      { name: 'Beasiswa', url: 'https://niec.test/artikel?kategori=beasiswa' },
    ]);
    expect(itemOfType(head.structuredData, 'BreadcrumbList').itemListElement).toEqual(
      visible.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    );
  });

  test('an article without sub_judul or image is still described, and has no empty image', async () => {
    const head = await serverHead(makeArticle({ slug: 'polos', judul: 'Judul Polos', sub_judul: '', image: '' }));
    expect(head.description).toBe('Judul Polos - artikel NIEC Indonesia seputar kuliah di luar negeri.');
    expect(itemOfType(head.structuredData, 'NewsArticle')).not.toHaveProperty('image');
  });
});
