import { PRELOAD_LIST_ID } from '../after-paint';
import { escapeHtml } from './escape-html';

const DEFER_SCRIPT = /<script\s+defer\s+src="?([^"\s>]+)"?\s*><\/script>/g;
// The host's boot chunks, preloaded in its index.html by the build (BootPreloadPlugin, build/create-webpack-config.cjs).
const BOOT_PRELOAD = /<link\s+rel="?preload"?\s+as="?script"?\s+href="?([^"\s>]+)"?\s*\/?>/g;

/**
 * The template's scripts for a server-rendered document, which is drawn before any of them is fetched
 * (docs/decisions/012-critical-path.md). Until its first frame a phone has one thing to fetch, the document
 * (its stylesheets are inline), and one thing to do, draw it: a script downloading beside the document shares
 * its bandwidth, and one that arrives is compiled and run on the same main thread before the paint. So the head
 * names no script: a small script at the end of the body, after the browser reports the first contentful paint (a hidden
 * tab, which draws no frame, at once), requests the host's entry (in order) and the chunks it loads before it
 * hydrates (as async scripts: each runs when it arrives, registering its modules with webpack, and the entry finds
 * them there by their absolute URL instead of creating their elements itself; decision 008), and preloads the
 * remote's files the document lists (PRELOAD_LIST_ID), each in the mode its load will use.
 */
export function paintFirst(beforeRoot: string, afterRoot: string, nonce?: string): [string, string] {
  const { head, loader } = bootLoader(beforeRoot);
  if (!loader) return [beforeRoot, afterRoot];
  // A nonce only on a private page; a page caches keep allows this script by its hash (host/server/csp.ts).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return [head, `<script${nonceAttribute}>${loader}</script>${afterRoot}`];
}

/** The boot loader's script for a template (paintFirst), one constant per template: its hash is fixed (inline-scripts.tsx). */
export function bootLoaderScript(template: string): string | null {
  return bootLoader(template).loader;
}

function bootLoader(beforeRoot: string): { head: string; loader: string | null } {
  const scripts: string[] = [];
  const chunks: string[] = [];
  const head = beforeRoot
    .replace(BOOT_PRELOAD, (_tag, href: string) => {
      chunks.push(href);
      return '';
    })
    .replace(DEFER_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return '';
    });
  if (scripts.length === 0) return { head: beforeRoot, loader: null };
  const loader =
    // One queue of small steps (the entry, the chunks it finds by URL, the remote's preloads), run a few
    // milliseconds at a time: a dozen elements made and inserted in one task took 30-110 ms at 4x, a long task of
    // its own right after the first paint. The cut stylesheets of the list are the entry's (after-paint.ts).
    `(function(w,d){var done=0,q=[];function run(){var t=Date.now();do q.shift()();while(q.length&&Date.now()-t<4);` +
    `if(q.length)setTimeout(run,0)}function go(){if(done)return;done=1;` +
    `${JSON.stringify(scripts)}.forEach(function(src){q.push(function(){var s=d.createElement('script');s.src=src;s.async=false;d.body.appendChild(s)})});` +
    `${JSON.stringify(chunks)}.forEach(function(href){q.push(function(){var s=d.createElement('script');s.src=href;s.setAttribute('src',s.src);d.head.appendChild(s)})});` +
    `var list=d.getElementById('${PRELOAD_LIST_ID}');(list?JSON.parse(list.textContent):[]).forEach(function(f){` +
    `if(f.as!=='stylesheet')q.push(function(){var l=d.createElement('link');l.rel='preload';l.as=f.as;` +
    `if(f.cors)l.crossOrigin='anonymous';l.href=f.href;d.head.appendChild(l)})});run()}` +
    // After the first contentful paint as the browser reports it (a frame's callbacks can run before the frame is
    // on screen, and `load` can come before it); where paint timing is unknown, after the next frame; in a tab that
    // is hidden, which draws nothing, at once.
    `var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()});` +
    `if(d.visibilityState==='hidden')go();else if(t.indexOf('paint')>=0)new P(function(l){` +
    `if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(window,document)`;
  return { head, loader };
}
