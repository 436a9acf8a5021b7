import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { BOOT_FILES_ID, PRELOAD_LIST_ID } from '../after-paint';
import { BOOT_LOADER, paintFirst } from './boot-loader';
import { decodeUsed } from './css-rest';
import { firstViewImageOrigins, hasMain, MAIN_ID, renderHead, withoutScriptNotice, type PageAssets } from './document';

const template = [
  '<!doctype html><html lang=id><head><title>NIEC</title><script defer src=/main.js></script>' +
    '<link rel=preload as=script href=/470.abc.js><link rel=preload as=script href=/305.def.js></head><body><div id=root>',
  '</div></body></html>',
] as const;

interface Fetched {
  kind: 'script' | 'link' | 'style';
  url: string;
  /** script: async; link: as; style: its text */
  mode: string;
  cors: boolean;
}

/**
 * Runs the loader as a browser would, against a stand-in window and document, and records what it asks the network
 * for, in order. `paint` says whether the browser reports paint timing.
 */
function runLoader(
  after: string,
  options: {
    hidden?: boolean;
    paint?: boolean;
    list?: unknown[];
    cut?: string[];
    /** The render server's answer to the loader's request for rests (null: the request fails). */
    rests?: Record<string, string[]> | null;
    /** Milliseconds each step of the loader takes (its clock moves on by this much at each reading). */
    stepMs?: number;
  } = {},
) {
  const code = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(after)?.[1];
  if (!code) throw new Error('no loader script');
  const bootFiles = new RegExp(`<script type="application/json" id="${BOOT_FILES_ID}">([\\s\\S]*?)</script>`).exec(
    after,
  );
  const fetched: Fetched[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  /** Timers of a second or more (the boot loader's wait after `load`), run only when a test says so. */
  const lateTimers: (() => void)[] = [];
  const windowListeners: Record<string, (() => void)[]> = {};
  const documentListeners: Record<string, (() => void)[]> = {};
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  const element = (tag: string) => {
    const attributes: Record<string, string> = {};
    return {
      tag,
      src: '',
      href: '',
      rel: '',
      as: '',
      async: true,
      crossOrigin: null as string | null,
      textContent: '',
      attributes,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    };
  };
  type Element = ReturnType<typeof element>;
  /** `where`: before or after the cut stylesheet it was put beside. */
  const append = (node: Element, where?: string) =>
    fetched.push(
      node.tag === 'script'
        ? { kind: 'script', url: node.src, mode: node.async ? 'async' : 'in order', cors: false }
        : node.tag === 'style'
          ? {
              kind: 'style',
              url: `${where} ${node.attributes['data-href'] ?? 'the one before'}`,
              mode: node.textContent,
              cors: false,
            }
          : {
              kind: 'link',
              url: where ? `${where} ${node.href}` : node.href,
              mode: node.rel === 'stylesheet' ? 'stylesheet' : node.as,
              cors: node.crossOrigin === 'anonymous',
            },
    );
  function PerformanceObserver(callback: typeof observer) {
    observer = callback;
    return { observe: () => undefined };
  }
  PerformanceObserver.supportedEntryTypes = options.paint === false ? ['navigation'] : ['paint', 'navigation'];
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    addEventListener: (type: string, callback: () => void) => (documentListeners[type] ??= []).push(callback),
    createElement: element,
    getElementById: (id: string) => {
      if (id === PRELOAD_LIST_ID && options.list) return { textContent: JSON.stringify(options.list) };
      return id === BOOT_FILES_ID && bootFiles ? { textContent: bootFiles[1] } : null;
    },
    querySelector: (selector: string) => {
      if (!options.cut?.includes(selector)) return null;
      // What follows the cut and each element put after it: inserting before one of these is inserting after.
      const afters = new Set<unknown>();
      const follow = () => {
        const marker = {};
        afters.add(marker);
        return marker;
      };
      const parentNode = {
        insertBefore: (node: Element & { parentNode?: unknown; nextSibling?: unknown }, before: unknown) => {
          node.parentNode = parentNode;
          node.nextSibling = follow();
          append(node, afters.has(before) ? 'after' : 'before');
        },
      };
      return { nextSibling: follow(), parentNode };
    },
    head: { appendChild: append },
    body: { appendChild: append },
  };
  let clock = 0;
  const requests: string[] = [];
  const fetch = (url: string) => {
    requests.push(url);
    return options.rests === null
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ ok: true, json: () => Promise.resolve(options.rests ?? {}) });
  };
  let restyles = 0;
  const window = {
    PerformanceObserver,
    fetch,
    getComputedStyle: () => {
      restyles += 1;
      return { color: '' };
    },
    addEventListener: (type: string, callback: () => void) => (windowListeners[type] ??= []).push(callback),
  };
  runInNewContext(code, {
    window,
    document,
    JSON,
    Object,
    Date: { now: () => (clock += options.stepMs ?? 0) },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => (ms >= 1000 ? lateTimers : timers).push(callback),
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  const hide = () => {
    document.visibilityState = 'hidden';
    flush(documentListeners.visibilitychange ?? []);
  };
  return { fetched, frames, timers, lateTimers, windowListeners, paint, hide, restyles: () => restyles, requests };
}

const flush = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());
/** Runs timers until none is left, the ones they set included. */
const drainTimers = (timers: (() => void)[]) => {
  while (timers.length > 0) flush(timers);
};

const remoteFiles = [
  { href: 'https://content.niec.example/mf-manifest.json', as: 'fetch', cors: true },
  { href: 'https://content.niec.example/remoteEntry.js', as: 'script', cors: false },
  { href: 'https://content.niec.example/page-home.1.js', as: 'script', cors: true },
];

test('the head of a server-rendered page names no script: the document is all a phone fetches before it paints', () => {
  const [head, after] = paintFirst(template[0], template[1], 'abc123');
  expect(head).not.toContain('<script defer');
  expect(head).not.toContain('main.js');
  expect(head).not.toContain('470.abc.js');
  expect(head).not.toContain('rel="preload"');
  // The template's files as data, then the loader that requests them.
  expect(after).toMatch(
    /^<script type="application\/json" id="niec-boot-files">[^<]*<\/script><script nonce="abc123">/,
  );
  expect(after.endsWith('</div></body></html>')).toBe(true);
});

test('every page carries the same built loader, allowed by its hash; its files are a data block, never run', () => {
  const other = [template[0].replace('/main.js', '/main.2.js'), template[1]] as const;
  const loaders = [paintFirst(template[0], template[1]), paintFirst(other[0], other[1])].map(
    ([, after]) => /<script>([\s\S]*?)<\/script>/.exec(after)?.[1],
  );
  expect(loaders).toEqual([BOOT_LOADER.script, BOOT_LOADER.script]);
  const hash = createHash('sha256').update(BOOT_LOADER.script, 'utf8').digest('base64');
  expect(BOOT_LOADER.hash).toBe(`'sha256-${hash}'`);
  expect(paintFirst(other[0], other[1])[1]).toContain(
    `<script type="application/json" id="${BOOT_FILES_ID}">{"scripts":["/main.2.js"],"chunks":["/470.abc.js","/305.def.js"]}</script>`,
  );
});

test("after the first contentful paint, the loader fetches the entry, its chunks and the remote's files, each in its load's mode", () => {
  const [, after] = paintFirst(template[0], template[1], 'n');
  const { fetched, frames, timers, paint } = runLoader(after, { list: remoteFiles });
  flush(frames);
  flush(timers);
  expect(fetched).toEqual([]);
  paint('first-paint');
  flush(timers);
  // A paint with nothing contentful in it is not the moment.
  expect(fetched).toEqual([]);
  paint('first-contentful-paint');
  // Not in the task that reports the paint: after it.
  expect(fetched).toEqual([]);
  // In the task after it, in order: the entry, the chunks it finds by URL, the remote's files.
  flush(timers);
  expect(fetched).toEqual([
    { kind: 'script', url: '/main.js', mode: 'in order', cors: false },
    { kind: 'script', url: '/470.abc.js', mode: 'async', cors: false },
    { kind: 'script', url: '/305.def.js', mode: 'async', cors: false },
    { kind: 'link', url: 'https://content.niec.example/mf-manifest.json', mode: 'fetch', cors: true },
    { kind: 'link', url: 'https://content.niec.example/remoteEntry.js', mode: 'script', cors: false },
    { kind: 'link', url: 'https://content.niec.example/page-home.1.js', mode: 'script', cors: true },
  ]);
});

test('on a slow phone the loader yields between its steps: no task of its own is long', () => {
  const [, after] = paintFirst(template[0], template[1], 'n');
  // Each step takes 3 ms: a task runs steps until 4 ms have gone, so at most two.
  const { fetched, timers, paint } = runLoader(after, { list: remoteFiles, stepMs: 3 });
  paint('first-contentful-paint');
  const perTask: number[] = [];
  while (timers.length > 0) {
    const before = fetched.length;
    flush(timers);
    perTask.push(fetched.length - before);
  }
  expect(perTask.filter((n) => n > 0).every((n) => n <= 2)).toBe(true);
  expect(fetched.map((f) => f.url)).toEqual([
    '/main.js',
    '/470.abc.js',
    '/305.def.js',
    ...remoteFiles.map((f) => f.href),
  ]);
});

test("the cut stylesheets of the list are not the loader's: the host's entry writes their rests", () => {
  const [, after] = paintFirst(template[0], template[1], 'n');
  const { fetched, timers, paint, requests } = runLoader(after, {
    list: [{ href: '/575.a.css', as: 'stylesheet', cors: false, used: 'Aw' }, ...remoteFiles],
  });
  paint('first-contentful-paint');
  drainTimers(timers);
  expect(fetched.filter((f) => f.kind === 'link').map((f) => f.url)).toEqual(remoteFiles.map((f) => f.href));
  expect(requests).toEqual([]);
});

/** A page whose `load` has come and whose paint has not been reported (yet): nothing is fetched at that point. */
function loadedNotPainted() {
  const [, after] = paintFirst(template[0], template[1], 'n');
  const loader = runLoader(after);
  flush(loader.windowListeners.load ?? []);
  drainTimers(loader.timers);
  expect(loader.fetched).toEqual([]);
  return loader;
}

test('the load event does not start them at once (it can come before the paint); a tab hidden before the paint does', () => {
  const loader = loadedNotPainted();
  loader.hide();
  loader.paint('first-contentful-paint');
  drainTimers(loader.timers);
  expect(loader.fetched.map((f) => f.url)).toEqual(['/main.js', '/470.abc.js', '/305.def.js']);
});

test('a browser that has not reported the paint two seconds after load starts them then, once', () => {
  const loader = loadedNotPainted();
  flush(loader.lateTimers);
  drainTimers(loader.timers);
  expect(loader.fetched.map((f) => f.url)).toEqual(['/main.js', '/470.abc.js', '/305.def.js']);
  // The paint reported after all starts nothing twice.
  loader.paint('first-contentful-paint');
  drainTimers(loader.timers);
  expect(loader.fetched.filter((f) => f.url === '/main.js')).toHaveLength(1);
});

test('a browser without paint timing starts after the next frame; a hidden tab, which draws none, at once', () => {
  const [, after] = paintFirst(template[0], template[1], 'n');
  const noPaint = runLoader(after, { paint: false });
  expect(noPaint.fetched).toEqual([]);
  flush(noPaint.frames);
  drainTimers(noPaint.timers);
  expect(noPaint.fetched.map((f) => f.url)).toEqual(['/main.js', '/470.abc.js', '/305.def.js']);

  const hidden = runLoader(after, { hidden: true });
  expect(hidden.fetched.map((f) => f.url)).toEqual(['/main.js', '/470.abc.js', '/305.def.js']);
});

describe('renderHead', () => {
  const assets: PageAssets = {
    base: 'https://content.niec.example/',
    routes: ['__federation_expose_routes.1.js'],
    pages: { home: { js: ['page-home.1.js'], css: ['page-home.2.css'], sharedCss: ['186.3.css'] } },
  };
  const head = (styles?: Record<string, string>) =>
    renderHead('<head><title>x</title></head>', {
      meta: null,
      url: new URL('https://www.niec.example/'),
      hostStyles: ['575.a.css'],
      ...(styles ? { styles } : {}),
      page: { assets, page: 'home' },
      noindex: false,
      siteStructuredData: [],
    });

  it("puts the stylesheets the page is drawn with inline, named as their app's chunk loader names them", () => {
    const html = head({
      '/575.a.css': ':root{--a:1}',
      'https://content.niec.example/page-home.2.css': '.b{content:"</style><script>x</script>"}',
    });
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style data-href="575.a.css">:root{--a:1}</style>');
    expect(html).toContain(
      '<style data-href="https://content.niec.example/page-home.2.css">.b{content:"<\\/style><script>x</script>"}</style>',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });

  it("cuts each stylesheet to the rules the document's classes can match, and names its rest for after the paint", () => {
    const styles = {
      '/575.a.css': ':root{--a:1}.header{top:0}.dialog{top:1}',
      'https://content.niec.example/page-home.2.css': '.hero{color:red}.modal{color:blue}',
    };
    const html = renderHead('<head><title>x</title></head>', {
      meta: null,
      url: new URL('https://www.niec.example/'),
      hostStyles: ['575.a.css'],
      styles,
      usedClasses: new Set(['header', 'hero']),
      page: { assets, page: 'home' },
      noindex: false,
      siteStructuredData: [],
    });
    expect(html).not.toContain('data-href');
    expect(html).toContain('<style data-cut="/575.a.css">:root{--a:1}.header{top:0}</style>');
    expect(html).toContain('<style data-cut="https://content.niec.example/page-home.2.css">.hero{color:red}</style>');
    const list = JSON.parse(new RegExp(`id="${PRELOAD_LIST_ID}">(.*?)</script>`).exec(html)?.[1] ?? '[]') as {
      href: keyof typeof styles;
      as: string;
      used?: string;
    }[];
    const cut = list.filter((file) => file.as === 'stylesheet');
    expect(cut.map((file) => file.href)).toEqual(['/575.a.css', 'https://content.niec.example/page-home.2.css']);
    // The rest is named by the document's classes among the file's, not carried in the document.
    expect(html).not.toContain('.dialog');
    expect(cut.map((file) => [...(decodeUsed(styles[file.href], file.used ?? '') ?? [])])).toEqual([
      ['header'],
      ['hero'],
    ]);
  });

  it('holds the first frame until <main> is parsed, so the page paints whole and not its header alone', () => {
    const input = {
      meta: null,
      url: new URL('https://www.niec.example/'),
      hostStyles: ['575.a.css'],
      styles: { '/575.a.css': ':root{--a:1}' },
      page: null,
      noindex: false,
      siteStructuredData: [],
    };
    const html = renderHead('<head><title>x</title></head>', {
      ...input,
      expectMain: hasMain('<div><main id="main" class="m">x</main></div>'),
    });
    expect(html).toContain(`<link rel="expect" href="#${MAIN_ID}" blocking="render" />`);
    // Before any stylesheet: it blocks nothing but the frame, and no fetch.
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('<style'));
    // A page outside the layout (tracking) has no <main>: the browser would warn of an element it never found.
    expect(hasMain('<div class="tracking"><h1>x</h1></div>')).toBe(false);
    expect(renderHead('<head><title>x</title></head>', input)).not.toContain('rel="expect"');
  });

  it('links a stylesheet whose text the server could not read', () => {
    const html = head({ '/575.a.css': ':root{--a:1}' });
    expect(html).toContain(
      '<link rel="stylesheet" href="https://content.niec.example/page-home.2.css" crossorigin="anonymous" />',
    );
    expect(head()).toContain('<link rel="stylesheet" href="/575.a.css" />');
  });

  it("lists the remote's files for the loader instead of preloading them from the head", () => {
    const html = head({});
    expect(html).not.toContain('rel="preload"');
    const list = new RegExp(`<script type="application/json" id="${PRELOAD_LIST_ID}">(.*?)</script>`).exec(html)?.[1];
    // No manifest: the browser loads the remote's entry straight away.
    expect(JSON.parse(list ?? 'null')).toEqual([
      { href: 'https://content.niec.example/remoteEntry.js', as: 'script', cors: false },
      { href: 'https://content.niec.example/__federation_expose_routes.1.js', as: 'script', cors: true },
      { href: 'https://content.niec.example/page-home.1.js', as: 'script', cors: true },
      { href: 'https://content.niec.example/186.3.css', as: 'style', cors: true },
    ]);
  });
});

test("the head connects ahead to the other origins of the first view's pictures, never a lazy one's", () => {
  const html =
    '<img src="https://api.niec.example/static/a.svg" alt="">' +
    '<img src="https://www.niec.example/assets/b.svg" alt="">' +
    '<img loading="lazy" src="https://cdn.niec.example/c.svg" alt="">' +
    '<img alt="" src="https://api.niec.example/static/d.svg?w=1&amp;h=2">' +
    '<img src="/relative.svg" alt="">';
  expect(firstViewImageOrigins(html, 'https://www.niec.example')).toEqual(['https://api.niec.example']);
  const head = renderHead('<head><title>x</title></head>', {
    meta: null,
    url: new URL('https://www.niec.example/'),
    hostStyles: [],
    page: null,
    noindex: false,
    siteStructuredData: [],
    preconnect: ['https://api.niec.example'],
  });
  expect(head).toContain('<link rel="preconnect" href="https://api.niec.example" />');
});

test('a template without deferred scripts is left as it is', () => {
  const plain = ['<html><head></head><body><div id=root>', '</div></body></html>'] as const;
  expect(paintFirst(plain[0], plain[1], 'n')).toEqual([plain[0], plain[1]]);
});

describe('withoutScriptNotice', () => {
  it("drops the static host's notice that the site needs script, and nothing else", () => {
    const before = '<head><title>x</title></head><body><noscript>Aktifkan JavaScript.</noscript><div id="root">';
    expect(withoutScriptNotice(before)).toBe('<head><title>x</title></head><body><div id="root">');
    expect(withoutScriptNotice('<body><div id="root">')).toBe('<body><div id="root">');
  });
});
