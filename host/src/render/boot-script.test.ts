import { serializeBootData } from './boot-script';

test('boot data cannot close its script element or open a comment, and reads back unchanged', () => {
  const html = '<p>Hi</p></script><script>alert(1)</script><!-- x --></SCRIPT>';
  const text = serializeBootData({
    url: '/a',
    config: {},
    data: { '/a': { status: 'success', data: html, error: undefined } },
    shellOnly: [],
  });
  expect(text).not.toMatch(/<\/script/i);
  expect(text).not.toContain('<!--');
  expect(text).toContain('<p>Hi</p>');
  const parsed = JSON.parse(text) as { data: Record<string, { data: string }> };
  expect(parsed.data['/a']!.data).toBe(html);
});
