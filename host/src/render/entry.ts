// The host's server build (dist/server/render.js): what the render server's workers call. The async
// import is the federation boundary: shared singletons are negotiated before the app's code runs.
import type { RemoteName } from '@niec/shared';
import type { RenderRequest, RenderSetup, RenderSink } from './render';

const app = () => import('./render');

export async function configure(setup: RenderSetup): Promise<void> {
  (await app()).configure(setup);
}

export async function render(request: RenderRequest, sink: RenderSink): Promise<void> {
  await (await app()).render(request, sink);
}

export async function loadData(path: string) {
  return (await app()).loadData(path);
}

/** Loads every remote's routes module, so a new worker generation is ready before it takes traffic. */
export async function warm(): Promise<string[]> {
  return (await app()).warm();
}

/** The head of a public page, for its link-preview card. */
export async function pageMeta(path: string) {
  return (await app()).pageMeta(path);
}

/** The URLs of /sitemap.xml: the route manifest's paths and the remotes' sitemap sources. */
export async function sitemapUrls(apiBase: string) {
  return (await import('./sitemap')).sitemapUrls(apiBase);
}

/** A record's calendar file (.ics text and Google Calendar link), from the remote that owns the record. */
export async function calendarFile(remote: RemoteName, id: string, siteOrigin: string) {
  return (await import('./calendar')).calendarFile(remote, id, siteOrigin);
}

/** The inline scripts the site writes into its documents, for the render server's Content-Security-Policy. */
export async function inlineScripts() {
  return (await import('./inline-scripts')).siteInlineScripts();
}
