/**
 * @jest-environment node
 */
// The render server's render of one URL, as its workers call it, with stand-in remote pages: what a visitor
// gets when a page throws while it is rendered on the server.
import { loaded, type RemoteName, type RouteLoader } from '@niec/shared';
import { testConfig } from '@niec/shared/testing';
import { loadRemoteRoutes } from '../federation/load-remote';
import { configure, render, type RenderHead } from './render';

jest.mock('../federation/load-remote', () => ({
  loadRemoteRoutes: jest.fn(),
  prefetchPath: jest.fn(),
  registerRemotesFromConfig: jest.fn(),
}));

const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

/** Pages of the stand-in remotes, by page name; a page missing here renders its name as a heading. */
const pages: Record<string, () => JSX.Element> = {};
const loaders: Record<string, RouteLoader> = {};

function standIn() {
  const page = (name: string) =>
    pages[name] ??
    function StandIn() {
      return <h1>{`Halaman ${name}`}</h1>;
    };
  return { pages: new Proxy({}, { get: (_target, key) => page(String(key)) }), loaders } as never;
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

beforeAll(() => {
  configure({
    config: { ...testConfig },
    browserConfig: { ...testConfig },
    template:
      '<!doctype html><html lang="id"><head><title>NIEC</title></head><body><div id="root"></div></body></html>',
    hostStyles: [],
    remoteAssets: {},
    version: 'test',
  });
});

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
