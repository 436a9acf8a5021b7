import { href } from '@niec/shared/routes';
import { fileKindOf, filesOf, isKeptPath, isPrivatePath, remoteOrigins, savedPageUrl, titleOf } from './rules';

const SITE = 'https://niec.example';

describe('what the service worker keeps', () => {
  test('guides, campus pages, articles, the scholarship list and the saved list are kept; other pages are not', () => {
    for (const path of [
      href('home'),
      href('country', { code: 'aus' }),
      href('campus', { campusId: 'melbourne' }),
      href('articles'),
      href('articleDetail', { slug: 'tips-visa' }),
      href('scholarships'),
      href('saved'),
      href('contact'),
    ])
      expect([path, isKeptPath(path)]).toEqual([path, true]);
    for (const path of [href('vacancies'), href('merchandise'), href('about'), href('checkout'), '/no-such-page'])
      expect([path, isKeptPath(path)]).toEqual([path, false]);
  });

  test('checkout and tracking are private: never kept, even when a saved list names them', () => {
    expect(isPrivatePath(href('checkout'))).toBe(true);
    expect(isPrivatePath(href('tracking', { id: 'TRK-0001' }))).toBe(true);
    expect(savedPageUrl(href('tracking', { id: 'TRK-0001' }), SITE)).toBeNull();
    expect(savedPageUrl(href('vacancyDetail', { slug_title: 'konsultan' }), SITE)).toBe(`${SITE}/career/konsultan`);
  });

  test('a saved link on another origin, or to the server’s own paths, is not a page of the site', () => {
    expect(savedPageUrl('https://evil.example/country/aus', SITE)).toBeNull();
    expect(savedPageUrl('//evil.example/country/aus', SITE)).toBeNull();
    expect(savedPageUrl('/__data?path=/country/aus', SITE)).toBeNull();
    expect(savedPageUrl(`${href('productDetail', { code_product: 'NIEC-001' })}#foto`, SITE)).toBe(
      `${SITE}/MerchandiseDetail/NIEC-001`,
    );
  });

  test('files: entries a redeploy changes, hashed files, pictures; nothing else', () => {
    expect(fileKindOf('/remoteEntry.js')).toBe('entry');
    expect(fileKindOf('/mf-manifest.json')).toBe('entry');
    expect(fileKindOf('/main.js')).toBe('entry');
    expect(fileKindOf('/326.f1c45365.js')).toBe('file');
    expect(fileKindOf('/page-country.2c5f2084.css')).toBe('file');
    expect(fileKindOf('/assets/aus.4b8a4e2d.svg')).toBe('image');
    expect(fileKindOf('/snap.js')).toBeNull();
    expect(fileKindOf('/config.json')).toBeNull();
  });

  test('the pictures a stylesheet names, relative to it', () => {
    const css = '.c{mask:url(assets/cart-icon.bda36cf4.svg)}.d{background:url("../img/a.4b8a4e2d.png")}';
    expect(filesOf(css, `${SITE}/css/565.d63e1ba0.css`, [SITE])).toEqual([
      `${SITE}/css/assets/cart-icon.bda36cf4.svg`,
      `${SITE}/img/a.4b8a4e2d.png`,
    ]);
  });

  test('the files a page names, on its own origins only', () => {
    const html =
      '<script defer src="/main.js"></script><link rel="preload" as="script" href="/765.0a7f1b60.js">' +
      '<img src="http://localhost:3501/assets/aus.4b8a4e2d.svg">' +
      '<script type="application/json" id="niec-preload">[{"href":"http://localhost:3501/page-country.2c5f2084.css"}]</script>' +
      '<meta property="og:image" content="https://niec.example/og/country/aus.png">' +
      '<script src="http://localhost:4000/payment/snap.js"></script>' +
      '<style>.c{mask:url(/assets/cart-icon.bda36cf4.svg) center/contain}</style>';
    expect(filesOf(html, `${SITE}/country/aus`, [SITE, 'http://localhost:3501'])).toEqual([
      `${SITE}/main.js`,
      `${SITE}/765.0a7f1b60.js`,
      'http://localhost:3501/assets/aus.4b8a4e2d.svg',
      'http://localhost:3501/page-country.2c5f2084.css',
      `${SITE}/assets/cart-icon.bda36cf4.svg`,
    ]);
  });

  test('the remotes’ origins come from the runtime config; a broken value is left out', () => {
    expect(
      remoteOrigins({
        remotes: { content: 'http://localhost:3001/mf-manifest.json', shop: 'https://shop.example/mf-manifest.json' },
      }),
    ).toEqual(['http://localhost:3001', 'https://shop.example']);
    expect(remoteOrigins({ remotes: { content: 'not a url', shop: 7 } })).toEqual([]);
    expect(remoteOrigins(null)).toEqual([]);
  });

  test('a kept page’s title is its own, without the site’s name', () => {
    expect(titleOf('<title>Kuliah di Australia | NIEC Indonesia</title>', '/country/aus')).toBe('Kuliah di Australia');
    expect(titleOf('<title>Tips &amp; Trik</title>', '/x')).toBe('Tips & Trik');
    expect(titleOf('<p>no title</p>', '/country/aus')).toBe('/country/aus');
  });
});
