import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { createSanitizer, htmlToText, loadSanitizer, SafeHtml, sanitizeHtml } from './sanitize';

declare global {
  interface Window {
    __xss?: boolean;
  }
}

const NEW_TAB_LINK = '<p>Daftar di <a href="https://example.org/daftar" target="_blank">situs kampus</a></p>';
const OVERLAY =
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff" data-testid="overlay">Sesi Anda berakhir</div>';

// The tests of this block run first, while DOMPurify is not loaded yet (module state is per test file).
describe('SafeHtml before the sanitiser has loaded', () => {
  test('renders a busy placeholder, then the sanitised HTML', async () => {
    const { container } = render(<SafeHtml html={NEW_TAB_LINK + OVERLAY} data-testid="body" />);
    expect(screen.getByTestId('body')).toHaveAttribute('aria-busy', 'true');
    const link = await screen.findByRole('link', { name: 'situs kampus' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('[style]')).toBeNull();
  });
});

describe('SafeHtml after the sanitiser has loaded', () => {
  // The article and vacancy pages load DOMPurify with their data, so SafeHtml mounts with it ready;
  // every later page (client-side navigation) does too.
  test.each(['first', 'second', 'third'])('a %s mount gives new-tab links rel and drops style', async () => {
    await loadSanitizer();
    const { container, unmount } = render(<SafeHtml html={NEW_TAB_LINK + OVERLAY} data-testid="body" />);
    expect(screen.getByTestId('body')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'situs kampus' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('overlay')).toHaveTextContent('Sesi Anda berakhir');
    expect(container.querySelector('[style]')).toBeNull();
    unmount();
  });

  test('rendering hostile HTML through SafeHtml runs nothing', async () => {
    window.__xss = undefined;
    const { container } = render(
      <SafeHtml
        html={'<p>Isi</p><img src=x onerror="window.__xss=true"><svg><script>window.__xss=true</script></svg>'}
      />,
    );
    expect(await screen.findByText('Isi')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });
});

test('scripts, event handlers and javascript: links are removed', async () => {
  const dirty =
    '<h2>Judul</h2><img src="x" onerror="window.__xss=true"><script>window.__xss=true</script><a href="javascript:alert(1)">klik</a>';
  const clean = await sanitizeHtml(dirty);
  expect(clean).toContain('<h2>Judul</h2>');
  expect(clean).not.toMatch(/onerror|<script|javascript:/);
});

test('links opening a new tab get rel="noopener noreferrer"', async () => {
  const clean = await sanitizeHtml('<a href="https://example.org" target="_blank">tautan</a>');
  expect(clean).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">tautan</a>');
});

describe('rel on every target other than the current tab', () => {
  const relOf = async (attributes: string): Promise<string | null> => {
    const host = document.createElement('div');
    host.innerHTML = await sanitizeHtml(`<a href="https://example.org" ${attributes}>x</a>`);
    return host.querySelector('a')?.getAttribute('rel') ?? null;
  };

  test.each(['target="_blank"', 'target="_BLANK"', 'target=" _blank "', 'target="jendela"', 'target="_top"'])(
    '%s gets noopener noreferrer',
    async (attributes) => {
      expect(await relOf(attributes)).toBe('noopener noreferrer');
    },
  );

  test('an area opening a new tab gets it too', async () => {
    const clean = await sanitizeHtml(
      '<map name="m"><area shape="rect" coords="0,0,1,1" href="https://example.org" target="_blank"></map>',
    );
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  test('rel tokens from the API are kept, and "opener" cannot undo noopener', async () => {
    expect(await relOf('target="_blank" rel="nofollow opener"')).toBe('nofollow noopener noreferrer');
    expect(await relOf('target="_blank" rel="noreferrer"')).toBe('noopener noreferrer');
  });

  test('links that stay in the tab are left alone', async () => {
    expect(await relOf('')).toBeNull();
    expect(await relOf('target="_self"')).toBeNull();
    expect(await relOf('rel="nofollow"')).toBe('nofollow');
  });
});

test('style attributes are removed from every element; the content stays', async () => {
  const clean = await sanitizeHtml(
    `${OVERLAY}<p style="color:red">merah</p><span style="background:url(https://tracker.example/x)">teks</span>`,
  );
  expect(clean).not.toMatch(/style|position|tracker/);
  expect(clean).toContain('Sesi Anda berakhir');
  expect(clean).toContain('<p>merah</p>');
});

test('a DOMPurify without a usable DOM (server rendering without a window) is refused, not passed through', () => {
  const windowless = DOMPurify({} as Parameters<typeof DOMPurify>[0]);
  expect(windowless.isSupported).toBe(false);
  expect(() => createSanitizer(windowless)).toThrow(/no usable DOM/);
});

test('a sanitiser made on another DOMPurify instance carries the same hook and config', () => {
  const sanitize = createSanitizer(DOMPurify(window));
  const clean = sanitize(`<a href="https://example.org" target="_blank">x</a>${OVERLAY}<script>1</script>`);
  expect(clean).toContain('rel="noopener noreferrer"');
  expect(clean).not.toMatch(/style=|<script/);
});

test('the text of an HTML body is extracted for excerpts, without running or keeping scripts', () => {
  window.__xss = undefined;
  expect(
    htmlToText(
      '<h2>Kuliah</h2><p>di  <strong>Australia</strong></p><ul><li>murah</li><li>aman</li></ul><script>window.__xss=true</script><img src=x onerror="window.__xss=true">',
    ),
  ).toBe('Kuliah di Australia murah aman');
  expect(window.__xss).toBeUndefined();
});

test('on the render server (no DOMParser) the text reads the same: no script or style text, entities decoded', () => {
  const parser = window.DOMParser;
  const html =
    '<h2>Kuliah &amp; Beasiswa</h2><p>Dikirim 2&ndash;3 hari&nbsp;kerja &#8211; &#x2013; &lt;cepat&gt;</p><script>var a = "<p>x</p>";</script><style>p{}</style>';
  const inBrowser = htmlToText(html);
  try {
    // @ts-expect-error: the server has no DOMParser
    delete window.DOMParser;
    expect(htmlToText(html)).toBe('Kuliah & Beasiswa Dikirim 2\u20133 hari kerja \u2013 \u2013 <cepat>');
    expect(htmlToText(html)).toBe(inBrowser.replace(/\u00a0/g, ' '));
  } finally {
    window.DOMParser = parser;
  }
});
