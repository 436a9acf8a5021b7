import { plainText } from './plain-text';

const HTML =
  '<h2>Kuliah</h2><p>di Jerman &amp; Austria&nbsp;&#8211; gratis?</p><script>alert(1)</script><style>p{}</style>';

test('in the browser the text comes from the parsed document', () => {
  expect(plainText(HTML)).toBe('Kuliah di Jerman & Austria – gratis?');
});

test('without DOMParser (the render server) the text is the same', () => {
  const { DOMParser } = globalThis;
  // @ts-expect-error: removed as on Node
  delete globalThis.DOMParser;
  try {
    expect(plainText(HTML)).toBe('Kuliah di Jerman & Austria – gratis?');
    expect(plainText(null)).toBe('');
  } finally {
    globalThis.DOMParser = DOMParser;
  }
});
