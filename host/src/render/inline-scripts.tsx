// The inline scripts the site itself writes into a document (docs/deploying.md#security): the press contract,
// the boot loader and React's streaming runtime. The render server allows exactly these in a cacheable page's
// Content-Security-Policy (host/server/csp.ts), by hashes fixed before any page is rendered (the press contract's
// by the build, the others when a worker generation starts), and React's per-boundary instructions by their shape; any other inline script a page might carry is refused by the browser.
import { Suspense, use } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { BOOT_LOADER } from './boot-loader';
import { REACT_CALLS, scriptHash, type SiteInlineScripts } from './inline-script-shape';
import { PRESS_CONTRACT } from './press-contract';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype=)[^>]*>([\s\S]*?)<\/script>/g;

function Late({ until, fail }: { until: Promise<void>; fail?: boolean }) {
  use(until);
  if (fail) throw new Error('probe');
  return <b>late</b>;
}

/** Renders a page with a boundary that completes late and one that fails late, in the given order, as render.tsx does. */
function probe(order: 'complete-first' | 'fail-first'): Promise<string> {
  let completeNow!: () => void;
  let failNow!: () => void;
  const completes = new Promise<void>((resolve) => (completeNow = resolve));
  const fails = new Promise<void>((resolve) => (failNow = resolve));
  return new Promise((resolve, reject) => {
    let html = '';
    const output = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        callback();
      },
      final(callback) {
        callback();
        resolve(html);
      },
    });
    const stream = renderToPipeableStream(
      <div>
        <Suspense fallback="…">
          <Late until={completes} />
        </Suspense>
        <Suspense fallback="…">
          <Late until={fails} fail />
        </Suspense>
      </div>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          stream.pipe(output);
          const [first, second] = order === 'complete-first' ? [completeNow, failNow] : [failNow, completeNow];
          setTimeout(() => {
            first();
            setTimeout(second, 5);
          }, 5);
        },
        onShellError: reject,
        onError: () => undefined,
      },
    );
  });
}

/** The site's own inline scripts: the built ones, and React's found by rendering probes. */
export async function siteInlineScripts(): Promise<SiteInlineScripts> {
  // The press contract's and the boot loader's hashes are the build's; React's scripts are hashed here, once.
  const constants = new Set<string>();
  const reactRuntimes = new Set<string>();
  for (const html of await Promise.all([probe('complete-first'), probe('fail-first')])) {
    for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
      const calls = REACT_CALLS.exec(body);
      if (!calls) constants.add(body);
      else if (calls.index > 0) reactRuntimes.add(body.slice(0, calls.index));
    }
  }
  return {
    hashes: [PRESS_CONTRACT.hash, BOOT_LOADER.hash, ...[...constants].map(scriptHash)],
    reactRuntimes: [...reactRuntimes],
  };
}
