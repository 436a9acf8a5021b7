import { splitStylesheet } from './css-prune';
import { decodeUsed, encodeUsed, restPieces } from './css-rest';

const css = '.a{color:red}.b .c{margin:0}@media (min-width:768px){.d{top:0}.a{top:1px}}.e:not(.f){left:0}';

test("the document's classes among the file's travel as a few URL-safe characters, and come back the same", () => {
  const used = new Set(['a', 'c', 'e', 'page']);
  const bits = encodeUsed(css, used);
  expect(bits).toMatch(/^[A-Za-z0-9_-]{1,4}$/);
  expect([...(decodeUsed(css, bits) ?? [])].sort()).toEqual(['a', 'c', 'e']);
  expect(restPieces(css, bits)).toEqual(splitStylesheet(css, used).pieces);
});

test("bits that cannot be this file's are refused, not guessed at", () => {
  expect(decodeUsed(css, 'AAAA')).toBeNull();
  expect(decodeUsed(css, '<x>')).toBeNull();
  expect(restPieces(css, '')).toBeNull();
});
