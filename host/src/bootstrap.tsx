import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  BOOT_SCRIPT_ID,
  dataKey,
  loadConfig,
  parseConfig,
  setConfig,
  whenCartStore,
  type BootData,
} from '@niec/shared';
import { pruneDrafts } from '@niec/shared/drafts';
import '@niec/shared/tokens.css';
import { matchRoute } from '@niec/shared/routes';
import { configResponse } from './config-request';
import { registerRemotesFromConfig } from './federation/load-remote';
import { resolvePage } from './federation/remote-page';
import { browserRoutes, resolveMatchedRoutes } from './router/browser-routes';
import { afterHydration } from './router/site-routes';
import { fromRenderServer, seedPageData, type PageData } from './router/page-data';
import { HERE_MESSAGE, SERVICE_WORKER_URL } from './offline/names';

function readBootData(): BootData | null {
  const script = document.getElementById(BOOT_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    const boot = JSON.parse(script.textContent) as Omit<BootData, 'url'> & { url?: unknown };
    // A document rendered before the boot data carried its URL (kept by a cache across a deploy) is where the
    // visitor is.
    const url = typeof boot.url === 'string' ? boot.url : `${window.location.pathname}${window.location.search}`;
    return { ...boot, url };
  } catch {
    return null;
  }
}

function showStartupError(root: ReturnType<typeof createRoot>): void {
  root.render(
    <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      Maaf, situs sedang tidak dapat dimuat. Silakan muat ulang halaman beberapa saat lagi.
    </p>,
  );
}

/**
 * Lets the browser run input and paint between the steps of taking over the page: the page's modules, the router
 * and hydration would otherwise run as one long task once the last chunk arrives (docs/decisions/013-data-router.md).
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The site in its router, in the browser. */
function site(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}

/**
 * The loader data the server rendered the page with (its boot data), by route id, so the router starts where the
 * server was and asks for nothing again. A page the server sent as the shell only is left out: the router loads it.
 */
async function hydrationData(boot: BootData, rendered: URL): Promise<Record<string, PageData>> {
  const { pathname, search } = rendered;
  const route = matchRoute(pathname);
  if (!route || boot.shellOnly.includes(`${pathname}${search}`)) return {};
  const page = await resolvePage(route.remote, route.page).catch(() => null);
  if (!page) return {};
  if (!page.loader)
    return { [route.path]: { key: '', state: { status: 'success', data: undefined, error: undefined } } };
  const key = dataKey(pathname, search, page.loader);
  const sent = boot.data[key];
  // A page the server rendered always has its data in the boot data (failed, at worst): should it be missing, the
  // router loads it.
  if (!sent) return {};
  return { [route.path]: { key, state: seedPageData(key, sent) } };
}

/** Page rendered by the render server: take over its HTML with the data and config it was rendered with. */
async function hydrate(container: HTMLElement, boot: BootData): Promise<void> {
  const config = parseConfig(boot.config);
  setConfig(config);
  registerRemotesFromConfig(config, 'browser');
  const routes = browserRoutes(fromRenderServer);
  // The page the server rendered is loaded before hydration, so the first render meets the same tree. It is the
  // URL the server rendered: a visitor may have pressed Back (or Forward) before the scripts ran.
  const rendered = new URL(boot.url, window.location.href);
  const loaderData = await hydrationData(boot, rendered);
  if (Object.keys(loaderData).length > 0) await resolveMatchedRoutes(routes, rendered).catch(() => undefined);
  await yieldToMain();
  const { pathname, search, hash } = window.location;
  const here = `${pathname}${search}${hash}`;
  const moved = `${pathname}${search}` !== `${rendered.pathname}${rendered.search}`;
  // The router starts at the rendered URL, so hydration meets the server's HTML; it then goes where the visitor is.
  if (moved) window.history.replaceState(window.history.state, '', `${rendered.pathname}${rendered.search}${hash}`);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  if (moved) afterHydration(() => void router.navigate(here, { replace: true }));
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(container, site(router));
  });
  // The service worker that keeps pages for reading offline (docs/decisions/016-offline.md): everything it does is its
  // own; the page registers it and says it is there, so a page loaded while the worker was installing is taken over
  // (and kept) too.
  afterHydration(() => {
    const workers = navigator.serviceWorker;
    workers
      ?.register(SERVICE_WORKER_URL)
      .then(() => workers.ready)
      .then(
        (registration) => registration.active?.postMessage(HERE_MESSAGE),
        () => undefined,
      );
  });
  // The cart store loads with the pages that use it (the shop's); it reads the stored cart once this page is hydrated.
  whenCartStore((cart) => {
    cart.syncAcrossTabs();
    void cart.hydrate();
  });
}

/** Static host (no render server, e.g. a CDN-only deployment): render in the browser as before. */
async function renderClientSide(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadConfig(configResponse ?? undefined);
    registerRemotesFromConfig(config, 'browser');
  } catch (error) {
    console.error('Failed to load /config.json', error);
    showStartupError(root);
    return;
  }
  whenCartStore((cart) => {
    cart.syncAcrossTabs();
    void cart.hydrate();
  });
  // Only a static host runs the pages' loaders here: that code (and the site search's) is a chunk of its own.
  // Only a static host runs the pages' loaders here: that code (and the site search's) is a chunk of its own. It
  // keeps the header's saved count too, which the inline contract keeps on a server-rendered page.
  const { inThisBrowser } = await import(/* webpackChunkName: "static-host" */ './router/in-this-browser');
  root.render(site(createBrowserRouter(browserRoutes(inThisBrowser))));
}

async function start(): Promise<void> {
  // Drafts past their seven days (or kept without consent) go on any page's load, not only on a form's
  // (docs/decisions/010-form-drafts.md). A few localStorage reads; never throws.
  pruneDrafts();
  const container = document.getElementById('root');
  if (!container) return;
  const boot = readBootData();
  if (boot) {
    try {
      await hydrate(container, boot);
      return;
    } catch (error) {
      console.error('Failed to hydrate the server-rendered page', error);
    }
  }
  await renderClientSide(container);
}

void start();
