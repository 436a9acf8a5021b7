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

test("the entry's chunks are requested once the document is parsed, before the first frame, not from the head", () => {
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
  const element = () => ({ src: '', href: '', rel: '', as: '', async: true });
  runInNewContext(code, {
    document: {
      visibilityState: 'visible',
      createElement: element,
      body: { appendChild: (node: { src: string }) => order.push(`script ${node.src}`) },
      head: {
        appendChild: (node: { rel: string; as: string; href: string }) =>
          order.push(`${node.rel} ${node.as} ${node.href}`),
      },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => callback(),
  });
  expect(order).toEqual(['preload script /470.abc.js', 'preload script /305.def.js']);
  frames.forEach((frame) => frame());
  expect(order).toEqual(['preload script /470.abc.js', 'preload script /305.def.js', 'script /main.js']);
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
