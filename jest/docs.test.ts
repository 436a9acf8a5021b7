/**
 * @jest-environment node
 */
// What the README and docs/architecture.md say of the code's shape, held against the code: the routes each remote
// serves, the map of the repository's folders, the entries of @niec/shared, the page names of the examples and
// every link between the documents. (The host's own table is kept by host-layout.test.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_IDS, ROUTES as ROUTES_BY_ID } from '../shared/src/routes/routes';

const ROOT = path.resolve(__dirname, '..');
/** The routes as shared/src/routes declares them. */
const ROUTES = ROUTE_IDS.map((id) => ROUTES_BY_ID[id]);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const REMOTES = ['content', 'scholarship', 'careers', 'shop'] as const;
/** A match's groups, an unmatched one as ''. */
const groups = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match.slice(1).map((group) => group ?? ''));

/** The lines of a document's section (from its `## ` heading to the next). */
function section(file: string, heading: string): string {
  const found = read(file)
    .split(/^## /m)
    .find((part) => part.startsWith(`${heading}\n`));
  if (!found) throw new Error(`${file} has no section "${heading}"`);
  return found;
}

describe('docs/architecture.md', () => {
  it("draws each remote with exactly the routes the manifest gives it, in the manifest's words", () => {
    const overview = section('docs/architecture.md', 'Overview');
    // A remote's box runs from its `remotes/<name>` line to the next remote's (or to shared/).
    const boxes = overview.split(/(?=remotes\/\w+ :\d+)|(?=\n\s*shared\/)/);
    for (const remote of REMOTES) {
      const box = boxes.find((part) => part.startsWith(`remotes/${remote} `)) ?? '';
      const drawn = [...box.matchAll(/(?<=\s|,)(\/[^\s,()]*)/g)].map((match) => match[1]).sort();
      const routes = ROUTES.filter((route) => route.remote === remote)
        .map((route) => route.path)
        .sort();
      expect({ remote, drawn }).toEqual({ remote, drawn: routes });
    }
  });

  it('names every entry of @niec/shared, and says which are singletons', () => {
    const doc = read('docs/architecture.md');
    const entries = Object.keys(
      (JSON.parse(read('shared/package.json')) as { exports: Record<string, string> }).exports,
    )
      .filter((entry) => entry !== '.' && entry !== './package.json')
      .map((entry) => `@niec/shared/${entry.slice(2)}`);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((entry) => !doc.includes(`\`${entry}\``))).toEqual([]);
    const singletons = [...read('build/create-webpack-config.cjs').matchAll(/^ {2}'(@niec\/shared\/[\w-]+)',$/gm)].map(
      (match) => match[1],
    );
    const paragraph = doc.slice(doc.indexOf('- **Singletons.**'), doc.indexOf('- **One federation runtime.**'));
    const saidSingle = paragraph.slice(0, paragraph.indexOf('each\n  a singleton of its own'));
    expect(singletons.length).toBeGreaterThan(0);
    expect(singletons.filter((entry) => !saidSingle.includes(`\`${entry}\``))).toEqual([]);
  });

  it('gives pages in its examples that the manifest has', () => {
    const pages = new Set<string>(ROUTES.map((route) => route.page));
    const named = [...read('docs/architecture.md').matchAll(/page: '(\w+)'/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((page) => !pages.has(page ?? ''))).toEqual([]);
  });

  it("lists in a remote's table only folders every remote has, or says which lack them", () => {
    const table = section('docs/architecture.md', 'Where things live in a remote');
    const folders = groups(table, /^\| `src\/(\w+)\/` \| (.*)$/gm).map(([folder = '', text = '']) => ({
      folder,
      text,
    }));
    expect(folders.length).toBeGreaterThan(0);
    for (const { folder, text } of folders) {
      const lacking = REMOTES.filter((remote) => !existsSync(path.join(ROOT, 'remotes', remote, 'src', folder)));
      for (const remote of lacking)
        expect({ folder, says: text.includes(`${remote} has none`) }).toEqual({ folder, says: true });
    }
  });
});

describe('README.md', () => {
  it('maps folders that exist, and the folders it says every remote has are in every remote', () => {
    const map = section('README.md', 'Map of the repository');
    const rows = groups(map, /^\| (.+?) \| (.+) \|$/gm)
      .slice(2)
      .map(([places = '', what = '']) => ({ places, what }));
    expect(rows.length).toBeGreaterThan(5);
    for (const { places } of rows) {
      for (const [place = ''] of groups(places, /`([^`]+)`/g))
        expect({ place, exists: existsSync(path.join(ROOT, place)) }).toEqual({ place, exists: true });
    }
    const remotesRow = rows.find(({ places }) => places.includes('remotes/content'));
    const claimed = groups(remotesRow?.what ?? '', /`src\/(\w+)\/`( where[^,|]*)?/g);
    expect(claimed.length).toBeGreaterThan(1);
    for (const [folder = '', condition = ''] of claimed) {
      const lacking = REMOTES.filter((remote) => !existsSync(path.join(ROOT, 'remotes', remote, 'src', folder)));
      // A folder some remote lacks is said to be there only where it is ("… (not in careers)").
      for (const remote of lacking)
        expect({ folder, saysWhere: condition.includes(`not in ${remote}`) }).toEqual({
          folder,
          saysWhere: true,
        });
    }
  });
});

describe('links between the documents', () => {
  /** GitHub's anchor of a heading. */
  const anchor = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\w\- ]/g, '')
      .replace(/ /g, '-');
  const documents = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
    ...readdirSync(path.join(ROOT, 'docs/decisions')).map((file) => `docs/decisions/${file}`),
  ];

  it.each(documents)('%s links only to files and sections that exist', (file) => {
    const text = read(file);
    const broken: string[] = [];
    for (const [target = ''] of groups(text, /\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [linked = '', hash] = target.split('#');
      const targetFile = linked ? path.normalize(path.join(path.dirname(file), linked)) : file;
      if (!existsSync(path.join(ROOT, targetFile))) {
        broken.push(target);
        continue;
      }
      if (hash && targetFile.endsWith('.md')) {
        const headings = groups(read(targetFile), /^#{1,6} (.+)$/gm).map(([heading = '']) => anchor(heading));
        if (!headings.includes(hash)) broken.push(target);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no document sends the reader to a section of the README that does not exist', () => {
    const headings = [...read('README.md').matchAll(/^#{1,6} (.+)$/gm)].map((match) => (match[1] ?? '').trim());
    for (const file of documents) {
      for (const [quoted = ''] of groups(read(file), /README(?:'s|\.md)?,? "([^"]+)"/g)) {
        const name = quoted.replace(/\s+/g, ' ');
        expect({ file, name, exists: headings.includes(name) }).toEqual({ file, name, exists: true });
      }
    }
  });
});
