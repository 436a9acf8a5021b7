import { render } from '@testing-library/react';
import { htmlToText, SafeHtml, sanitizeHtml } from './sanitize';

declare global {
  interface Window {
    __xss?: boolean;
  }
}

test('scripts, event handlers and javascript: links are removed', () => {
  const dirty =
    '<h2>Judul</h2><img src="x" onerror="window.__xss=true"><script>window.__xss=true</script><a href="javascript:alert(1)">klik</a>';
  const clean = sanitizeHtml(dirty);
  expect(clean).toContain('<h2>Judul</h2>');
  expect(clean).not.toMatch(/onerror|<script|javascript:/);
});

test('rendering hostile HTML through SafeHtml runs nothing', () => {
  window.__xss = undefined;
  const { container } = render(
    <SafeHtml
      html={'<p>Isi</p><img src=x onerror="window.__xss=true"><svg><script>window.__xss=true</script></svg>'}
    />,
  );
  expect(container).toHaveTextContent('Isi');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(window.__xss).toBeUndefined();
});

test('links opening a new tab get rel="noopener noreferrer"', () => {
  const clean = sanitizeHtml('<a href="https://example.org" target="_blank">tautan</a>');
  expect(clean).toContain('rel="noopener noreferrer"');
});

test('the text of an HTML body is extracted for excerpts', () => {
  expect(htmlToText('<h2>Kuliah</h2><p>di  <strong>Australia</strong></p><ul><li>murah</li><li>aman</li></ul>')).toBe(
    'Kuliah di Australia murah aman',
  );
});
