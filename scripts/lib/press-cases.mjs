// The eight first-press controls of issue 34, and how a press on one is timed: shared by the phone bench
// (scripts/lib/phone-bench.mjs, which presses each as soon as it shows on the phone profile) and the e2e spec
// (e2e/tests/press-to-effect.spec.ts, which presses each while the page's scripts are held back).
//
// A control is either the platform's (a <details>, a link the render server answers: it takes effect before any
// script runs) or one that keeps its press until it is hydrated (docs/decisions/009-presses-before-hydration.md).
// Either way its effect may come at most PRESS_BOUND_MS after the control is hydrated: after the contract's
// ready() for a control that keeps presses, after the page's `html[data-hydrated]` for any other. An effect that
// comes before is negative, and within the bound.

/* global window, document, addEventListener, MutationObserver, Element -- functions passed to addInitScript run in the browser */

/** How long after its control is hydrated a press made before may take to show its effect. */
export const PRESS_BOUND_MS = 300;

const kaos = (page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Kaos NIEC Study Abroad' }) });

/**
 * Each control: the page and width it is pressed at, the control, and a selector that matches once its effect is
 * on the page (and not before the press). `kind`: 'platform' (no script needed) or 'kept' (PressButton).
 */
export const PRESS_CASES = [
  {
    name: 'menu',
    url: '/about',
    width: 390,
    kind: 'platform',
    control: (page) => page.getByRole('button', { name: 'Buka menu' }),
    effect: 'details[open] > summary[aria-controls="mobile-menu"]',
  },
  {
    name: 'a tab (branch Makassar)',
    url: '/contact_us',
    width: 390,
    kind: 'platform',
    control: (page) => page.getByRole('tablist', { name: 'Kantor cabang' }).getByRole('tab', { name: 'Makassar' }),
    effect: '[role="tab"][aria-selected="true"][href*="tab=makassar"]',
  },
  {
    name: 'a filter group (Negara)',
    url: '/scholarship',
    width: 1280,
    kind: 'platform',
    control: (page) => page.getByRole('button', { name: 'Negara', exact: true }),
    effect: 'details[data-group="country"][open]',
  },
  {
    name: 'a category (Beasiswa)',
    url: '/artikel',
    width: 1280,
    kind: 'platform',
    control: (page) => page.getByRole('group', { name: 'Kategori' }).getByRole('radio', { name: /^Beasiswa \d+$/ }),
    effect: '[role="radio"][aria-checked="true"][href="/artikel?kategori=beasiswa"]',
  },
  {
    name: 'Add to Cart on the list',
    url: '/merchandise',
    width: 390,
    kind: 'kept',
    control: (page) => kaos(page).getByRole('button', { name: 'Add to Cart' }),
    // The header's cart link, named with its count.
    effect: 'a[aria-label="Keranjang belanja, 1 produk"]',
  },
  {
    name: 'Add to Cart on a product',
    url: '/MerchandiseDetail/NIEC-001',
    width: 390,
    kind: 'kept',
    control: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    // The header's cart link, named with its count.
    effect: 'a[aria-label="Keranjang belanja, 1 produk"]',
  },
  {
    name: 'Itenary (Sydney)',
    url: '/study_tour',
    width: 390,
    kind: 'platform',
    control: (page) => page.getByRole('button', { name: 'Itenary Sydney' }),
    effect: 'article details[open]',
  },
  {
    name: 'a campus tab (Biaya)',
    url: '/campus/melbourne',
    width: 390,
    kind: 'platform',
    control: (page) => page.getByRole('tab', { name: 'Biaya' }),
    effect: '[role="tab"][aria-selected="true"][href*="tab=biaya"]',
  },
];

/**
 * Installed before any script of every document the test or bench opens (page.addInitScript): times, on the
 * wall clock (performance.timeOrigin + now, so two documents compare), the first press, each ready() of the press
 * contract, the page's `html[data-hydrated]` and the first moment `effect` matches. A press that navigates (a tab,
 * a category) is remembered in sessionStorage, so the document it opens knows when it was made.
 */
export function installPressProbe(effect) {
  const now = () => performance.timeOrigin + performance.now();
  const remembered = Number(sessionStorage.getItem('niec-press-probe') ?? '');
  const probe = { pressed: remembered || null, control: null, readies: [], hydrated: null, effect: null };
  window.__pressProbe = probe;
  let contract;
  Object.defineProperty(window, '__niecPress', {
    configurable: true,
    get: () => contract,
    set(value) {
      const ready = value.ready.bind(value);
      value.ready = (element) => {
        probe.readies.push({ element, at: now() });
        ready(element);
      };
      contract = value;
    },
  });
  const check = () => {
    if (probe.hydrated === null && document.documentElement.dataset.hydrated === 'true') probe.hydrated = now();
    if (probe.effect === null && probe.pressed !== null && document.querySelector(effect)) probe.effect = now();
  };
  addEventListener(
    'click',
    (event) => {
      if (probe.pressed !== null || !event.isTrusted) return;
      probe.pressed = now();
      probe.control = event.target instanceof Element ? event.target.closest('[data-press]') : null;
      sessionStorage.setItem('niec-press-probe', String(probe.pressed));
      check();
    },
    true,
  );
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * What the probe of the page's current document measured, once the effect and the hydration are both in (null
 * until then): press to effect, and effect minus the moment the control was hydrated (negative: before it).
 */
export async function readPressProbe(page) {
  const read = () =>
    page.evaluate(() => {
      const probe = window.__pressProbe;
      if (!probe || probe.effect === null || probe.hydrated === null || probe.pressed === null) return null;
      const ready = probe.control ? probe.readies.find((entry) => entry.element === probe.control) : undefined;
      const hydrated = ready ? ready.at : probe.hydrated;
      return {
        pressToEffect: probe.effect - probe.pressed,
        afterHydration: probe.effect - hydrated,
        pressedBeforeHydration: probe.pressed < hydrated,
        reference: ready ? 'ready()' : 'html[data-hydrated]',
      };
    });
  try {
    return await read();
  } catch {
    // The document is being replaced (a link pressed): ask the next one.
    return null;
  }
}
