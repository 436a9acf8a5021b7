/**
 * @jest-environment node
 */
// Where things live in the host (docs/architecture.md#where-things-live-in-the-host): the host is three programs
// in one folder, the Node process, its render workers and the browser. This test keeps the table of that section
// true, keeps the host's files short, and fails when a route of the manifest lacks one of its facts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../host/src/route-table';
import { sitemap as careersSitemap } from '../remotes/careers/src/exposes/sitemap';
import { sitemap as contentSitemap } from '../remotes/content/src/exposes/sitemap';
import { sitemap as shopSitemap } from '../remotes/shop/src/exposes/sitemap';
import { loaders as careersLoaders } from '../remotes/careers/src/exposes/routes';
import { loaders as contentLoaders } from '../remotes/content/src/exposes/routes';
import { loaders as scholarshipLoaders } from '../remotes/scholarship/src/exposes/routes';
import { loaders as shopLoaders } from '../remotes/shop/src/exposes/routes';

const ROOT = path.resolve(__dirname, '..');
const RUNS_IN = ['Node process', 'render workers', 'browser'] as const;
type Program = (typeof RUNS_IN)[number];

interface Row {
  places: string[];
  runsIn: Program[];
}

/** The rows of the table "Where things live in the host". */
function hostTable(): Row[] {
  const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Where things live in the host\n'));
  if (!section) throw new Error('docs/architecture.md has no section "Where things live in the host"');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [places = '', runsIn = ''] = line.split('|').slice(1, 3);
      return {
        places: [...places.matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
        runsIn: runsIn
          .split(',')
          .map((name) => name.trim())
          .filter((name): name is Program => (RUNS_IN as readonly string[]).includes(name)),
      };
    });
}

/** Every file of the host, relative to the repository, without builds and dependencies. */
function hostFiles(): string[] {
  return readdirSync(path.join(ROOT, 'host'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/^host\/(dist|node_modules)\//.test(file))
    .filter((file) => !['host/package.json', 'host/tsconfig.json', 'host/webpack.config.js'].includes(file));
}

const rows = hostTable();
const files = hostFiles();
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The row a file belongs to: the one naming it, or else the one naming its nearest folder. */
function rowOf(file: string): Row | undefined {
  let best: { row: Row; length: number } | undefined;
  for (const row of rows) {
    for (const place of row.places) {
      const matches = place.endsWith('/') ? file.startsWith(place) : file === place;
      const length = place.endsWith('/') ? place.length : Number.POSITIVE_INFINITY;
      if (matches && (!best || length > best.length)) best = { row, length };
    }
  }
  return best?.row;
}

/** The files of the host a source file imports at run time (type-only imports left out). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)]
    .map((match) => match[1]!)
    .concat([...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!));
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    .map((target) => ['', '.ts', '.tsx', '/index.ts'].map((ext) => target + ext).find((f) => files.includes(f)))
    .filter((target): target is string => target !== undefined);
}

describe('where things live in the host', () => {
  test('the table names each of the three programs, and every place in it exists', () => {
    expect(rows.length).toBeGreaterThan(5);
    for (const program of RUNS_IN) expect(rows.some((row) => row.runsIn.includes(program))).toBe(true);
    for (const row of rows) {
      expect(row.runsIn.length).toBeGreaterThan(0);
      for (const place of row.places) expect(existsSync(path.join(ROOT, place))).toBe(true);
    }
  });

  test('every file of the host has a row (a test has the row of the file it tests)', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((file) => !rowOf(file.replace(/\.test(\.tsx?)$/, '$1')))).toEqual([]);
  });

  test('the Node process loads from host/src/ only what the table says runs there', () => {
    const seen = new Set<string>();
    const queue = files
      .filter((file) => /\.tsx?$/.test(file) && !isTest(file) && rowOf(file)!.runsIn.length === 1)
      .filter((file) => rowOf(file)!.runsIn[0] === 'Node process');
    expect(queue).toContain('host/server/app.ts');
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const target of runtimeImports(file)) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    const fromSrc = [...seen].filter((file) => file.startsWith('host/src/'));
    expect(fromSrc).toContain('host/src/render/policy.ts');
    expect(fromSrc.filter((file) => !rowOf(file)!.runsIn.includes('Node process'))).toEqual([]);
  });

  test("only what never runs in the browser imports Node's own modules", () => {
    const nodeImports = files
      .filter((file) => /\.tsx?$/.test(file) && !isTest(file))
      .filter((file) => /from '(node:[^']+)'/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(nodeImports).toContain('host/src/render/render.tsx');
    expect(nodeImports.filter((file) => rowOf(file)!.runsIn.includes('browser'))).toEqual([]);
  });

  test('no product file of the host is longer than 300 lines', () => {
    const long = files
      .filter((file) => /\.(tsx?|css|mjs|cjs)$/.test(file) && !isTest(file))
      .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});

describe('the route manifest', () => {
  const FACTS = [
    'id',
    'path',
    'remote',
    'page',
    'title',
    'description',
    'access',
    'query',
    'detail',
    'card',
    'sitemap',
    'layout',
    'indexable',
  ];
  const SITEMAPS: Record<string, Partial<Record<string, unknown>>> = {
    content: contentSitemap,
    careers: careersSitemap,
    shop: shopSitemap,
  };

  test.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s declares every fact of a route',
    (_path, route) => {
      const facts = route as unknown as Record<string, unknown>;
      expect(FACTS.filter((fact) => facts[fact] === undefined || facts[fact] === '')).toEqual([]);
      expect(Object.keys(facts).sort()).toEqual([...FACTS].sort());
    },
  );

  test.each(ROUTES.map((route) => [route.path, route] as const))(
    "%s keeps every query key its page's loader reads (a key it drops is redirected away by the render server)",
    (_path, route) => {
      const loaders: Record<string, Partial<Record<string, { searchKeys?: readonly string[] }>> | undefined> = {
        content: contentLoaders,
        scholarship: scholarshipLoaders,
        careers: careersLoaders,
        shop: shopLoaders,
      };
      const keys = loaders[route.remote]?.[route.page]?.searchKeys ?? [];
      if (route.query === 'any') expect(route.access).toBe('private');
      else expect(keys.filter((key) => !route.query.includes(key))).toEqual([]);
    },
  );

  test('each path is declared once', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  test.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s lists itself in the sitemap as it can',
    (_p, route) => {
      const hasParams = route.path.includes(':');
      if (route.access === 'private') {
        // A buyer's own page: kept from crawlers, with no card to share.
        expect(route.sitemap).toBe('none');
        expect(route.card).toBe('none');
      } else if (route.sitemap === 'path') {
        expect(hasParams).toBe(false);
      } else if (route.sitemap === 'remote') {
        expect(hasParams).toBe(true);
        expect(typeof SITEMAPS[route.remote]?.[route.page]).toBe('function');
      }
      // A public page without parameters is listed, unless it is never indexed (search results); a page that is
      // never indexed is never listed.
      if (route.access === 'public' && !hasParams) expect(route.sitemap).toBe(route.indexable ? 'path' : 'none');
      if (!route.indexable) expect(route.sitemap).toBe('none');
    },
  );

  test("every sitemap source of a remote belongs to a route that lists the remote's URLs", () => {
    const listed = ROUTES.filter((route) => route.sitemap === 'remote').map((route) => `${route.remote}.${route.page}`);
    const sources = Object.entries(SITEMAPS).flatMap(([remote, pages]) =>
      Object.keys(pages).map((page) => `${remote}.${page}`),
    );
    expect(sources.sort()).toEqual(listed.sort());
  });

  test('routes without parameters come first, so the sitemap lists the site before its records', () => {
    const firstWithParams = ROUTES.findIndex((route) => route.path.includes(':'));
    expect(
      ROUTES.slice(firstWithParams).filter((route) => !route.path.includes(':') && route.sitemap !== 'none'),
    ).toEqual([]);
  });
});
