import { classNamesIn, pruneStylesheet, rebaseUrls } from './css-prune';

const used = classNamesIn('<main class="page hero"><p class="lead  muted">x</p><a class="button">y</a></main>');

test("a document's classes are read from its class attributes", () => {
  expect([...used].sort()).toEqual(['button', 'hero', 'lead', 'muted', 'page']);
});

test('a rule stays when one of its selectors names only classes the document has', () => {
  expect(pruneStylesheet('.hero{color:red}.dialog{color:blue}', used)).toBe('.hero{color:red}');
  expect(pruneStylesheet('.hero .lead,.dialog{margin:0}', used)).toBe('.hero .lead,.dialog{margin:0}');
  expect(pruneStylesheet('.hero.dialog{margin:0}', used)).toBe('');
  expect(pruneStylesheet('.button:hover:not(:disabled){opacity:.9}', used)).toBe(
    '.button:hover:not(:disabled){opacity:.9}',
  );
});

test('what is in parentheses or brackets is not asked for, so a state the document lacks keeps its rule', () => {
  expect(pruneStylesheet('.lead:not(.open){display:none}', used)).toBe('.lead:not(.open){display:none}');
  expect(pruneStylesheet('.page:has(.dialog){overflow:hidden}', used)).toBe('.page:has(.dialog){overflow:hidden}');
  expect(pruneStylesheet('[data-x=".dialog"] .lead{top:0}', used)).toBe('[data-x=".dialog"] .lead{top:0}');
});

test('rules that name no class, keyframes and font faces stay whole; media blocks keep what their rules keep', () => {
  const css =
    ':root{--a:1}body{margin:0}@keyframes pulse{0%{opacity:1}to{opacity:.5}}' +
    '@media (min-width:768px){.hero{padding:2rem}.dialog{width:50%}}@media print{.dialog{display:none}}' +
    '@supports (display:grid){.page{display:grid}}';
  expect(pruneStylesheet(css, used)).toBe(
    ':root{--a:1}body{margin:0}@keyframes pulse{0%{opacity:1}to{opacity:.5}}' +
      '@media (min-width:768px){.hero{padding:2rem}}@supports (display:grid){.page{display:grid}}',
  );
});

test('braces and semicolons inside strings do not end a rule', () => {
  expect(pruneStylesheet('.lead:after{content:"}{;"}.dialog{content:"{"}', used)).toBe('.lead:after{content:"}{;"}');
  expect(pruneStylesheet('@charset "utf-8";.hero{color:red}', used)).toBe('@charset "utf-8";.hero{color:red}');
});

test('a rule that loads a file is left to the whole stylesheet: the document stays the one response before the paint', () => {
  const css =
    '.hero{width:20px}.page .hero{background-color:red;mask:url(assets/icon.1.svg) center}' +
    '.lead{background:url(\'x.png\')}.button{mask:url("data:image/svg+xml,%3Csvg%3E")}.muted{filter:url(#f)}' +
    '@media (forced-colors:active){.page .hero{mask-image:url(assets/icon.1.svg)}}';
  expect(pruneStylesheet(css, used)).toBe(
    '.hero{width:20px}.button{mask:url("data:image/svg+xml,%3Csvg%3E")}.muted{filter:url(#f)}',
  );
});

describe('rebaseUrls', () => {
  test('a relative url() names the file it named beside the stylesheet, not beside the page it is written into', () => {
    expect(rebaseUrls(".a{mask:url(assets/icon.1.svg) center}.b{background:url('../x.png')}", '/575.css')).toBe(
      ".a{mask:url(/assets/icon.1.svg) center}.b{background:url('/x.png')}",
    );
    expect(rebaseUrls('.a{background:url("img/a.webp")}', 'http://localhost:3602/page-x.css')).toBe(
      '.a{background:url("http://localhost:3602/img/a.webp")}',
    );
  });

  test('leaves data URLs, absolute URLs, site paths and fragments as they are', () => {
    const css =
      '.a{mask:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(https://cdn.example/a.png)}.c{background:url(/a.png)}.d{filter:url(#f)}';
    expect(rebaseUrls(css, '/575.css')).toBe(css);
  });
});
