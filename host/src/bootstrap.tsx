import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BOOT_SCRIPT_ID, loadConfig, parseConfig, setConfig, whenCartStore, type BootData } from '@niec/shared';
import { pruneDrafts } from '@niec/shared/drafts';
import '@niec/shared/tokens.css';
import { matchRoute } from '@niec/shared/routes';
import { App } from './app';
import { configResponse } from './config-request';
import { fetchFromRenderServer, runLoader, type HostRuntime } from './data/host-runtime';
import { RouteDataStore } from './data/route-data-store';
import { registerRemotesFromConfig } from './federation/load-remote';
import { resolvePage } from './federation/remote-page';

function readBootData(): BootData | null {
  const script = document.getElementById(BOOT_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as BootData;
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

/** Page rendered by the render server: take over its HTML with the data and config it was rendered with. */
async function hydrate(container: HTMLElement, boot: BootData): Promise<void> {
  const config = parseConfig(boot.config);
  setConfig(config);
  registerRemotesFromConfig(config, 'browser');
  const runtime: HostRuntime = {
    store: new RouteDataStore(boot.data),
    fetchData: fetchFromRenderServer,
    shellOnly: new Set(boot.shellOnly),
  };
  // The page the server rendered is loaded before hydration, so the first render meets the same tree.
  const path = window.location.pathname;
  const route = matchRoute(path);
  if (route && !runtime.shellOnly.has(`${path}${window.location.search}`)) {
    await resolvePage(route.remote, route.page).catch(() => undefined);
  }
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <App runtime={runtime} />
        </BrowserRouter>
      </StrictMode>,
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
  const runtime: HostRuntime = { store: new RouteDataStore(), fetchData: runLoader, shellOnly: new Set() };
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App runtime={runtime} />
      </BrowserRouter>
    </StrictMode>,
  );
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
