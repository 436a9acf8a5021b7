import { href } from '@niec/shared/routes';
import {
  KEPT_NOTICE_ID,
  groupKeptPages,
  keptTime,
  offlinePage,
  withKeptNotice,
  withoutScripts,
  type KeptPage,
} from './pages';

// 7 December 2026, 22:58 in Makassar (UTC+8).
const AT = Date.UTC(2026, 11, 7, 14, 58);
const ZONE = 'Asia/Makassar';

const kept = (url: string, title: string, keptAt = AT): KeptPage => ({ url, title, keptAt });

describe('what a kept page and the offline page say', () => {
  test('when a page was kept, in Indonesian, in the device’s time zone', () => {
    expect(keptTime(AT, ZONE)).toBe('7 Desember 2026 pukul 22.58');
  });

  test('a kept page gets its notice first in the body, outside the root React hydrates', () => {
    const html =
      '<!doctype html><html><head><title>x</title></head><body class="a"><div id="root"><h1>Hi</h1></div></body></html>';
    const shown = withKeptNotice(html, AT, ZONE);
    const doc = new DOMParser().parseFromString(shown, 'text/html');
    const notice = doc.getElementById(KEPT_NOTICE_ID)!;
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain(
      'Anda sedang offline. Halaman ini disimpan di perangkat Anda pada 7 Desember 2026 pukul 22.58',
    );
    expect(notice.querySelector('a')?.textContent).toBe('Halaman lain yang bisa dibaca');
    expect(doc.body.firstElementChild?.tagName).toBe('STYLE');
    expect(doc.getElementById('root')!.innerHTML).toBe('<h1>Hi</h1>');
  });

  test('a page kept in the background is served without its scripts, its content and styles as they were', () => {
    const html =
      '<head><script>contract()</script><link rel="preload" as="script" href="/765.0a7f1b60.js" />' +
      '<style data-cut="/95.76eba6df.css">h1{color:red}</style><script type="application/ld+json">{}</script></head>' +
      '<body><div id="root"><h1>Kuliah di Jerman</h1></div><script defer src="/main.js"></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><style data-cut="/95.76eba6df.css">h1{color:red}</style><link rel="stylesheet" href="/95.76eba6df.css" />' +
        '</head><body><div id="root"><h1>Kuliah di Jerman</h1></div></body>',
    );
  });

  test('kept pages are grouped by kind, newest first, the saved list’s other pages last', () => {
    const groups = groupKeptPages([
      kept(href('articleDetail', { slug: 'a' }), 'Artikel A', AT - 1000),
      kept(href('country', { code: 'aus' }), 'Kuliah di Australia'),
      kept(href('articles'), 'Artikel', AT),
      kept(href('vacancyDetail', { slug_title: 'konsultan' }), 'Education Consultant'),
    ]);
    expect(groups.map((g) => [g.label, g.pages.map((p) => p.title)])).toEqual([
      ['Panduan negara', ['Kuliah di Australia']],
      ['Artikel', ['Artikel', 'Artikel A']],
      ['Dari daftar Tersimpan', ['Education Consultant']],
    ]);
  });

  test('the offline page says what cannot be had, offers to try again and lists what can be read', () => {
    const html = offlinePage({
      requested: '/career?page=2',
      pages: [kept(href('country', { code: 'aus' }), 'Kuliah <di> Australia')],
      tokens: ':root{--color-primary:#0b3b75}',
      timeZone: ZONE,
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.lang).toBe('id');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('h1')?.textContent).toBe('Anda sedang offline');
    expect(doc.querySelector('a.retry')?.getAttribute('href')).toBe('/career?page=2');
    expect(doc.querySelector('h2')?.textContent).toBe('Panduan negara (1)');
    const link = doc.querySelector('li a')!;
    expect(link.getAttribute('href')).toBe('/country/aus');
    expect(link.textContent).toBe('Kuliah <di> AustraliaDisimpan 7 Desember 2026 pukul 22.58');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('style')?.textContent).toContain('--color-primary:#0b3b75');
  });

  test('kept pages can be removed from the device; once removed, it says so', () => {
    const withPages = new DOMParser().parseFromString(
      offlinePage({ requested: null, pages: [kept(href('articles'), 'Artikel')], tokens: '' }),
      'text/html',
    );
    const form = withPages.querySelector('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/__offline']);
    expect(form.querySelector('button')?.textContent).toBe('Hapus halaman offline dari perangkat ini');
    const cleared = new DOMParser().parseFromString(
      offlinePage({ requested: null, pages: [], tokens: '', cleared: true }),
      'text/html',
    );
    expect(cleared.querySelector('[role="status"]')?.textContent).toBe(
      'Halaman offline di perangkat ini telah dihapus.',
    );
    expect(cleared.querySelector('form')).toBeNull();
  });

  test('with nothing kept, it says how pages come to be kept; asked for the list itself, no retry', () => {
    const doc = new DOMParser().parseFromString(offlinePage({ requested: null, pages: [], tokens: '' }), 'text/html');
    expect(doc.querySelector('.empty')?.textContent).toContain('Belum ada halaman yang tersimpan di perangkat ini.');
    expect(doc.querySelector('a.retry')).toBeNull();
  });
});
