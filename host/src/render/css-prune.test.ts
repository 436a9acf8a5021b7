import { classNamesIn, pruneStylesheet, rebaseUrls, splitStylesheet } from './css-prune';

const used = classNamesIn('<main class="page hero"><p class="lead  muted">x</p><a class="button">y</a></main>');

test("a document's classes are read from its class attributes", () => {
  expect([...used].sort()).toEqual(['button', 'hero', 'lead', 'muted', 'page']);
});

test('a rule stays when one of its selectors names only classes the document has', () => {
  expect(pruneStylesheet('.hero{color:red}.dialog{color:blue}', used)).toBe('.hero{color:red}');
  expect(pruneStylesheet('.hero .lead,.dialog{margin:0}', used)).toBe('.hero .lead,.dialog{margin:0}');
  expect(pruneStylesheet('.hero.dialog{margin:0}', used)).toBe('');
  expect(pruneStylesheet('.button:focus-visible:not(:disabled){outline:2px solid}', used)).toBe(
    '.button:focus-visible:not(:disabled){outline:2px solid}',
  );
});

test('a pointer state, print and forced colours wait for the rest: no first paint is drawn in them', () => {
  expect(pruneStylesheet('.button:hover:not(:disabled){opacity:.9}a:active{color:red}', used)).toBe('');
  // A rule whose other selector the first paint needs stays.
  expect(pruneStylesheet('.hero,.button:hover{color:red}', used)).toBe('.hero,.button:hover{color:red}');
  expect(
    pruneStylesheet('@media print{.hero{color:#000}}@media (forced-colors:active){.hero{color:CanvasText}}', used),
  ).toBe('');
  const { cut, rest } = splitStylesheet('.hero{color:red}.hero:hover{color:blue}@media print{.hero{color:#000}}', used);
  expect(cut).toBe('.hero{color:red}');
  expect(rest).toBe('.hero:hover{color:blue}@media print{.hero{color:#000}}');
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

describe('splitStylesheet', () => {
  test("the rest is what the cut leaves out, in the file's order and conditions; element rules and keyframes are only in the cut", () => {
    const css =
      ':root{--a:1}body{margin:0}.dialog{width:50%}.hero{color:red}@keyframes pulse{to{opacity:.5}}' +
      '@media (min-width:768px){.hero{padding:2rem}.dialog{width:40%}.open{display:block}}';
    expect(splitStylesheet(css, used)).toMatchObject({
      cut: ':root{--a:1}body{margin:0}.hero{color:red}@keyframes pulse{to{opacity:.5}}@media (min-width:768px){.hero{padding:2rem}}',
      rest: '.dialog{width:50%}@media (min-width:768px){.dialog{width:40%}.open{display:block}}',
    });
  });

  test('a rule of the cut comes again in the rest when a rule of the rest before it could win in its place', () => {
    // .open before .hero, both one class and both setting the margin: in the file .hero wins on an element with both.
    expect(splitStylesheet('.open{margin:0}.hero{margin-top:1rem}', used).rest).toBe(
      '.open{margin:0}.hero{margin-top:1rem}',
    );
    // Another property, or another specificity: order decides nothing between them.
    expect(splitStylesheet('.open{margin:0}.hero{color:red}', used).rest).toBe('.open{margin:0}');
    expect(splitStylesheet('.page .open{margin:0}.hero{margin:1rem}', used).rest).toBe('.page .open{margin:0}');
    // A selector whose specificity is not read here (:is, :not) is taken to share any.
    expect(splitStylesheet('.open:not(.x){margin:0}.page .hero{margin:1rem}', used).rest).toBe(
      '.open:not(.x){margin:0}.page .hero{margin:1rem}',
    );
    // A physical property and its logical twin are one.
    expect(splitStylesheet('.open{inline-size:10px}.hero{width:20px}', used).rest).toBe(
      '.open{inline-size:10px}.hero{width:20px}',
    );
  });

  test('the rest comes in pieces of about the size asked for, cut between rules, inside their conditions', () => {
    const css = '.a{margin:0}.b{margin:1px}@media (min-width:768px){.c{margin:2px}.d{margin:3px}}.e{margin:4px}';
    const { rest, pieces } = splitStylesheet(css, new Set(), 24);
    expect(pieces).toEqual([
      '.a{margin:0}.b{margin:1px}',
      '@media (min-width:768px){.c{margin:2px}.d{margin:3px}}',
      '.e{margin:4px}',
    ]);
    expect(rest).toBe(pieces.join(''));
  });

  test('the cut and then the rest style every element as the whole file does (random files, every class set)', () => {
    const classes = ['page', 'hero', 'open', 'shut'];
    const documentClasses = new Set(['page', 'hero']);
    // Longhands a value is read for, and the properties that set each.
    const longhands: Record<string, string[]> = {
      color: ['color'],
      'margin-top': ['margin', 'margin-top', 'margin-block'],
      width: ['width', 'inline-size'],
    };
    const properties = Object.values(longhands).flat();
    // mulberry32: a small seeded generator, so a failure names a file that can be run again.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    type Rule = { selector: string[]; properties: string[]; id: number };
    const parse = (css: string): Rule[] =>
      [...css.matchAll(/([.\w ]+)\{([^{}]*)\}/g)].map((m) => ({
        selector: m[1]!
          .trim()
          .split(/(?=\.)/)
          .map((c) => c.slice(1)),
        properties: m[2]!.split(';').map((d) => d.split(':')[0]!),
        id: Number(/r(\d+)/.exec(m[2]!)![1]),
      }));
    const winner = (rules: Rule[], element: Set<string>, longhand: string) => {
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.selector.every((c) => element.has(c))) continue;
        if (!rule.properties.some((p) => longhands[longhand]!.includes(p))) continue;
        if (!best || rule.selector.length >= best.selector.length) best = rule;
      }
      return best?.id ?? -1;
    };
    const differences: string[] = [];
    for (let file = 0; file < 300; file += 1) {
      let css = '';
      for (let id = 0; id < 8; id += 1) {
        const selector = Array.from({ length: 1 + random(2) }, () => `.${classes[random(classes.length)]}`).join('');
        const rule = `${selector}{${properties[random(properties.length)]}:r${id}}`;
        css += random(3) === 0 ? `@media (min-width:1px){${rule}}` : rule;
      }
      // Pieces of about two rules: the browser applies them one after another.
      const { cut, pieces } = splitStylesheet(css, documentClasses, 40);
      const whole = parse(css);
      const split = [...parse(cut), ...pieces.flatMap(parse)];
      for (let mask = 0; mask < 16; mask += 1) {
        const element = new Set(classes.filter((_, i) => mask & (1 << i)));
        for (const longhand of Object.keys(longhands)) {
          const [before, after] = [winner(whole, element, longhand), winner(split, element, longhand)];
          if (before !== after)
            differences.push(`${css} | ${[...element].join(' ')} | ${longhand}: r${before}, split r${after}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
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
