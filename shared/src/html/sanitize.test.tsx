import { render, screen } from '@testing-library/react';
import { htmlToText, SafeHtml, sanitizeHtml } from './sanitize';

declare global {
  interface Window {
    __xss?: boolean;
  }
}

test('scripts, event handlers and javascript: links are removed', async () => {
  const dirty =
    '<h2>Judul</h2><img src="x" onerror="window.__xss=true"><script>window.__xss=true</script><a href="javascript:alert(1)">klik</a>';
  const clean = await sanitizeHtml(dirty);
  expect(clean).toContain('<h2>Judul</h2>');
  expect(clean).not.toMatch(/onerror|<script|javascript:/);
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

test('links opening a new tab get rel="noopener noreferrer"', async () => {
  const clean = await sanitizeHtml('<a href="https://example.org" target="_blank">tautan</a>');
  expect(clean).toContain('rel="noopener noreferrer"');
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
