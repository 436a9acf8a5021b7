import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { KEY_PAGES } from '../support/routes';
import { baseUrl } from '../support/env';
import { repoRoot } from '../support/static-server';
import { waitForReact } from '../support/ssr';

// The first paint of a page waits for its document and nothing else (docs/decisions/012-critical-path.md): its
// stylesheets are in the document, and no script is asked for until the browser has painted it.

const APP_DIRS = ['host', 'remotes/content', 'remotes/scholarship', 'remotes/careers', 'remotes/shop'];

test('no build writes one stylesheet (or script) twice under two names', () => {
  for (const appDir of APP_DIRS) {
    const dist = path.join(repoRoot, appDir, 'dist');
    const byContent = new Map<string, string[]>();
    for (const name of fs.readdirSync(dist).filter((file) => /\.(css|js)$/.test(file))) {
      const hash = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dist, name)))
        .digest('hex');
      byContent.set(hash, [...(byContent.get(hash) ?? []), name]);
    }
    const twins = [...byContent.values()].filter((names) => names.length > 1);
    expect(twins, `${appDir}/dist files of the same content`).toEqual([]);
  }
});

/**
 * Every byte of a response as a browser receives it on a kept-alive connection (status line, headers, chunk
 * framing, brotli body): read until the chunked body's last chunk, or the Content-Length of a body sent whole (a
 * kept page's brotli copy, host/server/pages.ts).
 */
function wireBytes(pathname: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
          'Accept-Encoding: gzip, deflate, br\r\nConnection: keep-alive\r\n\r\n',
      ),
    );
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${pathname}: no whole answer in 15 s`)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      const length = headEnd < 0 ? null : /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, headEnd).toString());
      if (length && received.length >= headEnd + 4 + Number(length[1])) {
        socket.destroy();
        resolve(received.length);
      } else if (received.subarray(-5).toString() === '0\r\n\r\n') {
        socket.destroy();
        resolve(received.length);
      }
    });
    socket.on('error', reject);
  });
}

// A TCP connection sends ten segments (14,600 bytes) before it waits for the phone's acknowledgement: a document
// over that is painted a round trip later (decision 012). Lighthouse's simulation counts exactly these bytes.
test('every key document, headers included, fits the first round trip', async ({ request }) => {
  const sizes: Record<string, number> = {};
  for (const url of KEY_PAGES) {
    await request.get(url); // a rendered page, not the first render of a cold worker
    sizes[url] = await wireBytes(url);
  }
  const over = Object.entries(sizes).filter(([, bytes]) => bytes > 14_600);
  expect(over, JSON.stringify(sizes)).toEqual([]);
});

test.describe('the critical path of a key page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of KEY_PAGES) {
    test(`${url}: styled by its document alone, no script asked for before the first paint`, async ({ page }) => {
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      const html = (await response?.text()) ?? '';
      const head = html.slice(0, html.indexOf('</head>'));

      // Nothing in the head makes the paint wait: no linked stylesheet, no script file, no preload.
      expect(head).not.toMatch(/<link[^>]+rel="?stylesheet/);
      expect(head).not.toMatch(/<script[^>]+\ssrc=/);
      expect(head).not.toMatch(/<link[^>]+rel="?preload/);
      // The host's layout and the page's own styles are there, each once.
      // Whole (data-href) or cut to the rules the page's HTML can use (data-cut), the rest of the file then applied
      // from the end of the document after the paint.
      const inline = [...head.matchAll(/<style data-(?:href|cut)="([^"]+)">/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThanOrEqual(3);
      expect(new Set(inline).size).toBe(inline.length);
      expect(inline.some((href) => /^https?:\/\/.+\/page-[A-Za-z]+\.[0-9a-f]{8}\.css$/.test(href))).toBe(true);

      const firstPaint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      await waitForReact(page);
      // In the browser's own clock: every script and every stylesheet (a dialog's, for later) was asked for after
      // the paint, and none of those in the document was fetched again.
      const timings = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      );
      const files = timings.filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname));
      expect(files.some((entry) => entry.name.endsWith('.js'))).toBe(true);
      for (const file of files) {
        expect(file.startTime, `${file.name} asked for before the first paint`).toBeGreaterThanOrEqual(firstPaint);
      }
      // A stylesheet in the document, whole or cut, is never fetched (a cut one's rest is at the document's end); no
      // file twice.
      const absolute = (href: string) => new URL(href, page.url()).href;
      const inDocument = [...head.matchAll(/<style data-(?:href|cut)="([^"]+)">/g)].map((match) => match[1]!);
      const names = files.map((file) => file.name);
      expect(
        names.filter((name) => inDocument.some((href) => name === absolute(href) || name.endsWith(`/${href}`))),
      ).toEqual([]);
      expect(names.length, 'files fetched twice').toBe(new Set(names).size);
    });
  }
});
