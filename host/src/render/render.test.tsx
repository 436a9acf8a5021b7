/**
 * @jest-environment node
 */
// The render server's render of one URL, as its workers call it, with stand-in remote pages: what a visitor
// gets when a page throws while it is rendered on the server.
import { Suspense, type ComponentType } from 'react';
import { Await } from 'react-router-dom';
import {
  loaded,
  usePageMeta,
  useRouteData,
  type LoaderArgs,
  type LoaderResult,
  type RemoteName,
  type RouteLoader,
} from '@niec/shared';
import { ShareControl } from '@niec/shared/share';
import { testConfig } from '@niec/shared/testing';
import { loadRemoteRoutes } from '../federation/load-remote';
import { configure, loadData, render, type RenderHead, type RenderSetup } from './render';

jest.mock('../federation/load-remote', () => ({
  loadRemoteRoutes: jest.fn(),
  prefetchPath: jest.fn(),
  registerRemotesFromConfig: jest.fn(),
}));

const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

/**
 * Pages and loaders of the stand-in remotes, by page name, set by each test. The host keeps a page once it is
 * loaded (per worker), so the stand-ins it gets delegate to whatever the current test set.
 */
const pages: Record<string, ComponentType> = {};
const loaders: Record<string, RouteLoader> = {};

function StandIn({ name }: { name: string }) {
  const Page = pages[name];
  return Page ? <Page /> : <h1>{`Halaman ${name}`}</h1>;
}

function standIn() {
  const page = (name: string) =>
    function Delegate() {
      return <StandIn name={name} />;
    };
  const loader = (name: string): RouteLoader =>
    Object.defineProperties((args: LoaderArgs) => loaders[name]?.(args) ?? Promise.resolve(loaded(null)), {
      repeatable: { get: () => loaders[name]?.repeatable },
    });
  return {
    pages: new Proxy({}, { get: (_target, key) => page(String(key)) }),
    loaders: new Proxy({}, { get: (_target, key) => loader(String(key)) }),
  } as never;
}

interface Rendered {
  head: RenderHead;
  html: string;
}

let request = 0;

async function renderUrl(url: string, complete = false): Promise<Rendered> {
  let head: RenderHead | null = null;
  let html = '';
  // Each test renders a URL of its own, so pages loaded by earlier tests do not stand in the way.
  await render(
    { url, origin: 'http://site.test', complete, nonce: `nonce-${(request += 1)}` },
    {
      start: (value) => {
        head = value;
      },
      write: (chunk) => {
        html += chunk;
      },
      end: () => undefined,
    },
  );
  if (!head) throw new Error('the render never started the response');
  return { head, html };
}

function bootOf(html: string): { data: Record<string, { status: string }>; shellOnly: string[] } {
  const match = /<script id="niec-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot data');
  return JSON.parse(match[1]) as { data: Record<string, { status: string }>; shellOnly: string[] };
}

let errorLog: jest.SpyInstance;

const setup: RenderSetup = {
  // A short time limit, so a late loader is late within a test.
  config: { ...testConfig, renderTimeoutMs: 100 },
  browserConfig: { ...testConfig },
  // As host/public/index.html: a generic title and description, which each page replaces.
  template:
    '<!doctype html><html lang="id"><head><title>NIEC</title>\n<meta\n  name="description"\n  content="Konsultan pendidikan luar negeri."\n/></head><body><div id="root"></div></body></html>',
  hostStyles: [],
  remoteAssets: {},
  version: 'test',
};

beforeAll(() => configure(setup));

beforeEach(() => {
  loadMock.mockImplementation((_remote: RemoteName) => Promise.resolve(standIn()));
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const key of Object.keys(pages)) delete pages[key];
  for (const key of Object.keys(loaders)) delete loaders[key];
  errorLog.mockRestore();
});

test('a page renders on the server into the shell, complete and cacheable', async () => {
  const { head, html } = await renderUrl('/about');
  expect(head.status).toBe(200);
  expect(head.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(html).toContain('<h1>Halaman about</h1>');
  expect(html).toContain('<header');
  expect(bootOf(html).shellOnly).toEqual([]);
});

test.each([
  ['a person (streamed)', false],
  ['a crawler (whole)', true],
])(
  "for %s, the header's WhatsApp link names the page, and its share links are on the request's origin",
  async (_visitor, complete) => {
    pages.articleDetail = function Article() {
      usePageMeta({ title: "Tips & Trik Lolos Beasiswa: Let's  Go" });
      return <ShareControl title="Tips & Trik Lolos Beasiswa" />;
    };
    const { html } = await renderUrl(`/artikeldetail/tips-beasiswa?utm_source=x&c=${complete}`, complete);
    // As the browser reads the title (spaces collapsed) and as React writes the attribute (' escaped).
    const message = encodeURIComponent("Halo NIEC, saya ingin bertanya tentang Tips & Trik Lolos Beasiswa: Let's Go");
    expect(html).toContain(`href="${testConfig.whatsappUrl}?text=${message.replace("'", '&#x27;')}"`);
    expect(html).not.toContain(`?text=${encodeURIComponent('Halo NIEC, saya ingin bertanya tentang layanan')}`);
    expect(html).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://site.test/artikeldetail/tips-beasiswa')}"`,
    );
    // The header is in place before the page, complete: not a placeholder that a script fills in later (which
    // a visitor without JavaScript would never see).
    expect(html.indexOf('<header')).toBeGreaterThan(-1);
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template');
  },
);

test('a page without the header is sent at once, its title in its head', async () => {
  pages.tracking = function Tracking() {
    usePageMeta({ title: 'Lacak Pesanan' });
    return <h1>Lacak pesanan Anda</h1>;
  };
  const { head, html } = await renderUrl('/merchandise/tracking/TRK-1');
  expect(head.status).toBe(200);
  expect(html).toContain('<title>Lacak Pesanan | NIEC Indonesia</title>');
  expect(html).toContain('<h1>Lacak pesanan Anda</h1>');
  expect(html).not.toContain('<header');
});

describe('a page that throws while it renders on the server', () => {
  beforeEach(() => {
    pages.scholarships = function Throwing() {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    };
    loaders.scholarships = () => Promise.resolve(loaded({ items: 'not a list' }));
  });

  test.each([
    ['a person', false],
    ['a crawler', true],
  ])('answers %s with the shell (200), the route left to the browser, nothing cacheable', async (_who, complete) => {
    const { head, html } = await renderUrl(`/scholarship?throws=${String(complete)}`, complete);
    expect(head.status).toBe(200);
    // Not kept as a complete page by the server's memory or a CDN.
    expect(head.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    // The shell (header and footer) and the page's loading state, which the browser replaces.
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).not.toContain('Halaman scholarships');
    // The browser renders the route itself, with the data the loader returned.
    const boot = bootOf(html);
    expect(boot.shellOnly).toEqual([`/scholarship?throws=${String(complete)}`]);
    expect(boot.data[`/scholarship?throws=${String(complete)}`]).toMatchObject({ status: 'success' });
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('/scholarship'), expect.anything());
  });

  test('other routes render as before', async () => {
    await renderUrl('/scholarship?first');
    const { head, html } = await renderUrl('/career');
    expect(head.status).toBe(200);
    expect(head.headers['cache-control']).toContain('s-maxage=60');
    expect(html).toContain('<h1>Halaman vacancies</h1>');
  });
});

describe('a loader that is late on the server', () => {
  const after = (ms: number) => (args: LoaderArgs) =>
    new Promise<ReturnType<typeof loaded<{ name: string }>>>((resolve) =>
      setTimeout(() => resolve(loaded({ name: `Paket ${args.params.id ?? ''}` })), ms),
    );

  beforeEach(() => {
    pages.tracking = function Tracking() {
      const record = useRouteData<{ name: string }>();
      return <h1>{record.status === 'success' ? record.data.name : `Status ${record.status}`}</h1>;
    };
  });

  test('is waited for within its data limit (four times the render time limit): the page goes out with its data', async () => {
    loaders.tracking = jest.fn(after(250));
    const { html, head } = await renderUrl('/merchandise/tracking/TRK-LATE-1');
    expect(html).toContain('<h1>Paket TRK-LATE-1</h1>');
    expect(bootOf(html).data['/merchandise/tracking/TRK-LATE-1']).toMatchObject({ status: 'success' });
    expect(head.status).toBe(200);
  });

  test('past its limit is the failed state, sent whole: nothing is left for the browser to load again', async () => {
    const load = jest.fn(() => new Promise<LoaderResult>(() => undefined));
    loaders.articles = load;
    pages.articles = pages.tracking!;
    const started = Date.now();
    const { html, head } = await renderUrl('/artikel?page=77');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(html).toContain('<h1>Status error</h1>');
    expect(bootOf(html).data['/artikel?page=77']).toMatchObject({ status: 'error' });
    expect(bootOf(html).shellOnly).toEqual([]);
    // Not kept by caches as if it were the whole page.
    expect(head.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('is waited for past the limit when it must not run twice (a counted view): the page goes out with its data', async () => {
    const load = jest.fn(after(600));
    loaders.tracking = Object.assign(load, { repeatable: false });
    const { html } = await renderUrl('/merchandise/tracking/TRK-LATE-2');
    expect(html).toContain('<h1>Paket TRK-LATE-2</h1>');
    expect(bootOf(html).data['/merchandise/tracking/TRK-LATE-2']).toMatchObject({ status: 'success' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('that must not run twice and fails: the error state, not a second call from the browser', async () => {
    loaders.tracking = Object.assign(() => Promise.reject(new Error('API 500')), { repeatable: false });
    const { html } = await renderUrl('/merchandise/tracking/TRK-GAGAL');
    expect(html).toContain('<h1>Status error</h1>');
    expect(bootOf(html).data['/merchandise/tracking/TRK-GAGAL']).toMatchObject({ status: 'error' });
  });
});

describe('a page whose data has a late part (a slow courier history, rendered with <Await>)', () => {
  interface Parcel {
    name: string;
    history: string[] | Promise<string[]>;
  }

  // A late part waits four times renderTimeoutMs: 2 s here, room for a loaded machine.
  beforeAll(() => configure({ ...setup, config: { ...setup.config, renderTimeoutMs: 500 } }));
  afterAll(() => configure(setup));

  beforeEach(() => {
    pages.tracking = function Tracking() {
      const record = useRouteData<Parcel>();
      if (record.status !== 'success') return <p>{`Status ${record.status}`}</p>;
      return (
        <section>
          <h1>{record.data.name}</h1>
          <Suspense fallback={<p>Memuat riwayat</p>}>
            <Await resolve={record.data.history} errorElement={<p>Riwayat belum dapat dimuat</p>}>
              {(events: string[]) => (
                <ol aria-label="Riwayat pengiriman">
                  {events.map((event) => (
                    <li key={event}>{event}</li>
                  ))}
                </ol>
              )}
            </Await>
          </Suspense>
        </section>
      );
    };
  });

  /** A loader whose history comes when the test says (or never), counted per call. */
  function courier(name: string) {
    let arrive: (events: string[]) => void = () => undefined;
    const history = new Promise<string[]>((resolve) => (arrive = resolve));
    const load = jest.fn((): Promise<LoaderResult<Parcel>> => Promise.resolve(loaded({ name, history })));
    loaders.tracking = Object.assign(load, { repeatable: false });
    return { load, arrive: (events: string[]) => arrive(events) };
  }

  /** Starts a render and keeps what it has written so far. */
  function startRender(url: string, complete = false) {
    const seen = { head: null as RenderHead | null, html: '', ended: null as { complete: boolean } | null };
    const done = render(
      { url, origin: 'http://site.test', complete, nonce: 'nonce-streamed' },
      {
        start: (value) => {
          seen.head = value;
        },
        write: (chunk) => {
          seen.html += chunk;
        },
        end: (outcome) => {
          seen.ended = { complete: outcome?.complete ?? true };
        },
      },
    );
    return { seen, done };
  }

  /** Waits (up to 1 s) until `check` holds; the test's own expectation says what was missing. */
  async function until(check: () => boolean): Promise<void> {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  test("the page goes out with the part's loading state at once; the part follows in the same response", async () => {
    const { load, arrive } = courier('Rizky Ramadhan');
    const { seen, done } = startRender('/merchandise/tracking/TRK-STREAM-1');
    // The parcel is sent while the history is on its way: mid-stream, the document not ended.
    await until(() => seen.html.includes('<h1>Rizky Ramadhan</h1>'));
    expect(seen.html).toContain('<h1>Rizky Ramadhan</h1>');
    expect(seen.head?.status).toBe(200);
    expect(seen.html).toContain('Memuat riwayat');
    expect(seen.html).not.toContain('Paket diterima');
    expect(seen.html).not.toContain('</html>');
    expect(seen.ended).toBeNull();

    arrive(['Paket diterima oleh Rizky Ramadhan', 'Paket telah dijemput driver']);
    await done;
    expect(seen.html).toContain('<li>Paket diterima oleh Rizky Ramadhan</li>');
    expect(seen.html.trimEnd()).toMatch(/<\/html>$/);
    expect(seen.ended).toEqual({ complete: true });
    // The history comes before the boot data, which holds its value (plain: the browser hydrates with it).
    expect(seen.html.indexOf('Paket diterima')).toBeLessThan(seen.html.indexOf('id="niec-boot"'));
    expect(bootOf(seen.html).data['/merchandise/tracking/TRK-STREAM-1']).toEqual({
      status: 'success',
      data: { name: 'Rizky Ramadhan', history: ['Paket diterima oleh Rizky Ramadhan', 'Paket telah dijemput driver'] },
    });
    // React's script that moves the late part into place runs under the response's policy: it has its nonce.
    const inlineScripts = [...seen.html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/)([^>]*)>/g)];
    expect(seen.html).toMatch(/<script nonce="nonce-streamed">(?:(?!<\/script>)[\s\S])*\$RC\("B:0","S:0"\)<\/script>/);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain('nonce="nonce-streamed"');
    // One call: the record (a counted view) is asked for once.
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a part that never comes is its failed state within its time limit, and the document completes', async () => {
    courier('Siti Nurhaliza');
    const started = Date.now();
    const { seen, done } = startRender('/merchandise/tracking/TRK-STREAM-2');
    await done;
    // The part's limit (2 s here), not the API client's own 30 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(seen.html).toContain('<p>Riwayat belum dapat dimuat</p>');
    expect(seen.html.trimEnd()).toMatch(/<\/html>$/);
    // The boot data names the failed part, which the browser renders as failed again (router/late-parts.ts).
    expect(bootOf(seen.html).data['/merchandise/tracking/TRK-STREAM-2']).toEqual({
      status: 'success',
      data: { name: 'Siti Nurhaliza', history: null },
      failedParts: ['history'],
    });
    // Not a render the browser must redo: the page is its own failed state, but not kept as a complete page.
    expect(bootOf(seen.html).shellOnly).toEqual([]);
    expect(seen.ended).toEqual({ complete: false });
  });

  test("client navigation's data request gets the whole data in one answer, the part's value in it", async () => {
    const { load, arrive } = courier('Ketut Wirata');
    setTimeout(() => arrive(['Paket tiba di gudang']), 50);
    const answer = await loadData('/merchandise/tracking/TRK-STREAM-4');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ kind: 'data', data: { name: 'Ketut Wirata', history: ['Paket tiba di gudang'] } });
    expect(JSON.parse(JSON.stringify(answer.body))).toEqual(answer.body);
    expect(answer.policy.cacheability).toBe('private');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a crawler gets the whole page with the part in place', async () => {
    const { arrive } = courier('Made Wirawan');
    const { seen, done } = startRender('/merchandise/tracking/TRK-STREAM-3', true);
    setTimeout(() => arrive(['Paket tiba di gudang']), 50);
    await done;
    expect(seen.html).toContain('<li>Paket tiba di gudang</li>');
    expect(seen.html).not.toContain('Memuat riwayat');
    expect(seen.html).not.toContain('<template');
  });
});

describe("the page's head in the server's HTML", () => {
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  const jsonLd = (html: string) =>
    Array.from(
      headOf(html).matchAll(/<script type="application\/ld\+json"( data-page)?>([\s\S]*?)<\/script>/g),
      (match) => ({ page: Boolean(match[1]), item: JSON.parse(match[2] ?? '') as Record<string, unknown> }),
    );

  test("a static page has its route's own Indonesian title and description, and the Organization", async () => {
    const { html } = await renderUrl('/about?head');
    expect(headOf(html)).toContain('<title>Tentang Kami | NIEC Indonesia</title>');
    expect(headOf(html)).toContain(
      '<meta name="description" content="Kenali NIEC Indonesia: motivasi Dream, Act, Succeed dan enam alasan memilih kami." />',
    );
    expect(jsonLd(html)).toEqual([
      { page: false, item: expect.objectContaining({ '@type': 'Organization', url: 'http://site.test/' }) as unknown },
    ]);
  });

  test("a page's own title, description and JSON-LD replace the route's, with absolute URLs", async () => {
    pages.campus = function Campus() {
      usePageMeta({
        title: 'Edith Cowan University',
        description: 'Edith Cowan University (Perth): profil kampus "partner" & biaya.',
        structuredData: [
          { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ item: '/campus/ecu' }] },
        ],
      });
      return <h1>Edith Cowan University</h1>;
    };
    const { html } = await renderUrl('/campus/ecu');
    expect(headOf(html)).toContain('<title>Edith Cowan University | NIEC Indonesia</title>');
    expect(headOf(html)).toContain(
      '<meta name="description" content="Edith Cowan University (Perth): profil kampus &quot;partner&quot; &amp; biaya." />',
    );
    expect(headOf(html)).not.toContain('Profil kampus partner NIEC Indonesia: keunggulan');
    expect(jsonLd(html).map(({ page, item }) => [page, item['@type']])).toEqual([
      [false, 'Organization'],
      [true, 'BreadcrumbList'],
    ]);
    expect(jsonLd(html)[1]?.item.itemListElement).toEqual([{ item: 'http://site.test/campus/ecu' }]);
  });
});

describe("the route, page and data of a URL (React Router's static handler)", () => {
  test("a loader gets the request: its URL, the route's params and the query", async () => {
    let seen: LoaderArgs | null = null;
    loaders.vacancyDetail = (args) => {
      seen = args;
      return Promise.resolve(loaded({ title: 'Konsultan' }));
    };
    pages.vacancyDetail = function Vacancy() {
      const data = useRouteData<{ title: string }>();
      return <h1>{data.status === 'success' ? data.data.title : data.status}</h1>;
    };
    const { head, html } = await renderUrl('/career/konsultan-denpasar?ref=karier');
    expect(head.status).toBe(200);
    expect(html).toContain('<h1>Konsultan</h1>');
    const args = seen as LoaderArgs | null;
    expect(args?.params).toEqual({ slug_title: 'konsultan-denpasar' });
    expect(args?.request.url).toBe('http://site.test/career/konsultan-denpasar?ref=karier');
    expect(args?.searchParams.get('ref')).toBe('karier');
  });

  test('a path no route matches is the 404 page', async () => {
    const { head, html } = await renderUrl('/tidak-ada/halaman-ini');
    expect(head.status).toBe(404);
    expect(html).toContain('Halaman tidak ditemukan');
  });

  test('a remote that could not load is the shell for the browser, and the next request tries it again', async () => {
    loadMock.mockImplementation((remote: RemoteName) =>
      remote === 'content' ? Promise.reject(new Error('remote down')) : Promise.resolve(standIn()),
    );
    const down = await renderUrl('/draf-formulir');
    expect(bootOf(down.html).shellOnly).toEqual(['/draf-formulir']);
    // The shell: the site's header and footer around the page's loading state.
    expect(down.html).toContain('Langsung ke konten');
    expect(down.html).toMatch(/<footer[^>]*>/);
    expect(down.head.policy.lifetime).toBeLessThanOrEqual(5);

    loadMock.mockImplementation(() => Promise.resolve(standIn()));
    const back = await renderUrl('/draf-formulir');
    expect(bootOf(back.html).shellOnly).toEqual([]);
    expect(back.html).toContain('<h1>Halaman formDrafts</h1>');
  });
});
