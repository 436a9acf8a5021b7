import { runInNewContext } from 'node:vm';
import { paintFirst, withoutScriptNotice } from './document';

const template = [
  '<!doctype html><html lang=id><head><title>NIEC</title><script defer src=/main.js></script></head><body><div id=root>',
  '</div></body></html>',
] as const;

/** Runs the loader the way a browser would, against a stand-in document; returns what it appended. */
function runLoader(after: string, visibility: 'visible' | 'hidden') {
  const code = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(after)?.[1];
  if (!code) throw new Error('no loader script');
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const documentStub = {
    visibilityState: visibility,
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
  };
  runInNewContext(code, {
    document: documentStub,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { appended, frames, timers };
}

test("a server-rendered page's entry script is preloaded in the head and started after the first frame", () => {
  const [head, after] = paintFirst(template[0], template[1], 'abc123');
  expect(head).not.toContain('<script defer');
  expect(head).toContain('<link rel="preload" as="script" href="/main.js" />');
  expect(after).toMatch(/^<script nonce="abc123">/);
  expect(after.endsWith('</div></body></html>')).toBe(true);

  const { appended, frames, timers } = runLoader(after, 'visible');
  expect(appended).toEqual([]);
  frames.forEach((frame) => frame());
  expect(appended).toEqual([]);
  timers.forEach((timer) => timer());
  expect(appended).toEqual([{ src: '/main.js', async: false }]);
});

test('a page opened in a hidden tab, which draws no frame, starts its entry script at once', () => {
  const [, after] = paintFirst(template[0], template[1], 'n');
  expect(runLoader(after, 'hidden').appended).toEqual([{ src: '/main.js', async: false }]);
});

test("the entry's chunks are requested as scripts once the document is parsed, before the first frame, not from the head", () => {
  const withChunks = [
    template[0].replace(
      '</head>',
      '<link rel=preload as=script href=/470.abc.js><link rel=preload as=script href=/305.def.js></head>',
    ),
    template[1],
  ] as const;
  const [head, after] = paintFirst(withChunks[0], withChunks[1], 'n');
  expect(head).not.toContain('470.abc.js');
  expect(head).toContain('<link rel="preload" as="script" href="/main.js" />');
  const code = /<script nonce="n">([\s\S]*?)<\/script>/.exec(after)?.[1] ?? '';
  const order: string[] = [];
  const frames: (() => void)[] = [];
  // As a browser's script element: its src property reads the URL resolved against the document.
  const element = () => {
    const attributes = new Map<string, string>();
    let url = '';
    return {
      async: true,
      get src() {
        return url;
      },
      set src(value: string) {
        url = new URL(value, 'https://www.niec.example/').href;
        attributes.set('src', value);
      },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name),
    };
  };
  type Script = ReturnType<typeof element>;
  const describe = (node: Script) => `script ${node.getAttribute('src')}${node.async ? ' async' : ''}`;
  runInNewContext(code, {
    document: {
      visibilityState: 'visible',
      createElement: element,
      body: { appendChild: (node: Script) => order.push(`body ${describe(node)}`) },
      head: { appendChild: (node: Script) => order.push(`head ${describe(node)}`) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => callback(),
  });
  // Webpack finds a chunk's script by the absolute URL in its src attribute, and does not request it again.
  const chunks = [
    'head script https://www.niec.example/470.abc.js async',
    'head script https://www.niec.example/305.def.js async',
  ];
  expect(order).toEqual(chunks);
  frames.forEach((frame) => frame());
  expect(order).toEqual([...chunks, 'body script /main.js']);
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
