// The boot loader (docs/decisions/012-critical-path.md), inline at the end of the body of every server-rendered
// document: after the browser reports the first contentful paint (a hidden tab, which draws no frame, at once), it
// requests the host's entry (in order) and the chunks the entry loads before it hydrates (as async scripts: each
// runs when it arrives, registering its modules with webpack, and the entry finds them there by their absolute URL),
// and preloads the remote's files the document lists, each in the mode its load will use. The files come from the
// document's data blocks, so the script is the same on every page and its hash is the build's.
//
// Not a module of the app: the host's build compiles this file alone to one minified ES5 script and its CSP hash
// (build/inline-script.cjs); it may import types only.
import type { AfterPaintFile, BootFiles } from '../after-paint';

// host/src/after-paint.ts's ids, written in by the build.
declare const PRELOAD_LIST_ID: string;
declare const BOOT_FILES_ID: string;

/** Paint timing is not everywhere: an older browser has no observer. */
type PageWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

(function (w: PageWindow, d: Document) {
  let done = 0;
  const queue: (() => void)[] = [];

  // One queue of small steps (the entry, the chunks it finds by URL, the remote's preloads), run a few milliseconds
  // at a time: a dozen elements made and inserted in one task took 30-110 ms at 4x, a long task of its own right
  // after the first paint.
  function run(): void {
    const start = Date.now();
    do queue.shift()!();
    while (queue.length && Date.now() - start < 4);
    if (queue.length) setTimeout(run, 0);
  }

  function read<T>(id: string, none: T): T {
    const block = d.getElementById(id);
    return block ? (JSON.parse(block.textContent || '') as T) : none;
  }

  function go(): void {
    if (done) return;
    done = 1;
    const files = read<BootFiles>(BOOT_FILES_ID, { scripts: [], chunks: [] });
    files.scripts.forEach(function (src) {
      queue.push(function () {
        const script = d.createElement('script');
        script.src = src;
        script.async = false;
        d.body.appendChild(script);
      });
    });
    files.chunks.forEach(function (href) {
      queue.push(function () {
        const script = d.createElement('script');
        script.src = href;
        // The absolute URL in the attribute too: the entry finds the chunk's element by it.
        script.setAttribute('src', script.src);
        d.head.appendChild(script);
      });
    });
    // The cut stylesheets of the list are the entry's (after-paint.ts).
    read<AfterPaintFile[]>(PRELOAD_LIST_ID, []).forEach(function (file) {
      if (file.as !== 'stylesheet')
        queue.push(function () {
          const link = d.createElement('link');
          link.rel = 'preload';
          link.as = file.as;
          if (file.cors) link.crossOrigin = 'anonymous';
          link.href = file.href;
          d.head.appendChild(link);
        });
    });
    run();
  }

  // After the first contentful paint as the browser reports it (a frame's callbacks can run before the frame is on
  // screen, and `load` can come before it); where paint timing is unknown, after the next frame; in a tab that is
  // hidden, which draws nothing, at once. And in any case two seconds after `load`: a browser that has not reported
  // the paint by then (a busy machine drew nothing for seconds) must not keep the page from ever running its scripts.
  w.addEventListener('load', function () {
    setTimeout(go, 2000);
  });
  const Observer = w.PerformanceObserver;
  const types = (Observer && Observer.supportedEntryTypes) || [];
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') go();
  });
  if (d.visibilityState === 'hidden') go();
  else if (Observer && types.indexOf('paint') >= 0)
    new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  else
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
})(window, document);
