import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiBase, baseUrl, portOffset } from '../support/env';
import {
  siteConfig,
  startApiGate,
  startRenderServer,
  type ApiGate,
  type OwnRenderServer,
} from '../support/render-server';
import { gotoHydrated } from '../support/ssr';

// Playwright waits for local-api only; the render server (NIEC_SSR=1) may still be warming its workers.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/').catch(() => null))?.ok() ?? false, { timeout: 60_000 })
    .toBe(true);
});

/** The carousel loads when its section comes near the viewport, as it does for a visitor scrolling down. */
async function scrollToCarousel(page: Page) {
  await page.locator('#destinasi').scrollIntoViewIfNeeded();
  const carousel = page.getByTestId('destination-carousel');
  await expect(carousel).toBeVisible();
  return carousel;
}

const ssr = process.env.NIEC_SSR !== '0';

/** A render server of the test's own behind a gate that records the API calls it makes. */
async function ownServer(): Promise<{ render: OwnRenderServer; gate: ApiGate }> {
  test.setTimeout(120_000);
  const gate = await startApiGate(5296 + portOffset);
  const config = await siteConfig();
  config.serverApiBaseUrl = `${gate.url}/api/v1/application`;
  return { render: await startRenderServer(5205 + portOffset, config), gate };
}

let server: { render: OwnRenderServer; gate: ApiGate } | null = null;

test.afterEach(async () => {
  await server?.render.stop();
  await server?.gate.close();
  server = null;
});

// The home page of the content remote (docs/product-rules.md#home).
const CAROUSEL = ['aus', 'can', 'pol', 'kor', 'jpn', 'usa', 'tur', 'nzl'];
const STATISTICS = /\/(student\/student-total|members\/total-members|ambassador\/countAll|university\/all)(\?|$)/;

test.describe('home on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the banner counts the years since 2010 and the page shows reasons, awards, badge and testimonials', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wujudkan Mimpi Kuliah di Luar Negeri');
    await expect(page.getByTestId('years-of-experience')).toContainText(String(new Date().getFullYear() - 2010));
    await expect(page.getByTestId('years-of-experience')).toContainText('Tahun');
    const reasons = page.getByRole('region', { name: 'Tiga Alasan Kuliah di Luar Negeri' });
    await expect(reasons.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Penghargaan' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Lencana Accredited Agent' })).toBeAttached();
    const testimonials = page.getByRole('region', { name: 'Testimoni' });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
  });

  test('TOP n campuses counts the platinum universities of the API and shows each logo', async ({ page, request }) => {
    const body = (await (await request.get(`${apiBase}/university/platinum`)).json()) as { data: { logo: string }[] };
    const n = body.data.length;
    expect(n).toBeGreaterThan(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: `TOP ${n} campuses` });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(`TOP ${n} campuses`);
    const logos = section.getByRole('img');
    await expect(logos).toHaveCount(n);
    for (const [i, university] of body.data.entries()) {
      const logo = logos.nth(i);
      await expect(logo).toHaveAttribute('src', university.logo);
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('the register link goes to the configured student portal', async ({ page, request }) => {
    const config = (await (await request.get(`${baseUrl}/config.json`)).json()) as { studentPortalUrl: string };
    await page.goto('/');
    const register = page.getByRole('link', { name: /^Daftar Sekarang/ });
    await expect(register).toHaveAttribute('href', config.studentPortalUrl);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the carousel links to eight guides, has no indicators and never advances by itself', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const carousel = await scrollToCarousel(page);
    const links = carousel.locator('a[href^="/country/"]');
    await expect(links).toHaveCount(CAROUSEL.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      CAROUSEL.map((code) => `/country/${code}`),
    );
    await expect(carousel.locator('.slick-dots')).toHaveCount(0);
    const firstActive = carousel.locator('.slick-slide.slick-active').first();
    await expect(firstActive).toHaveAttribute('data-index', '0');
    // Far beyond react-slick's default 5000 ms autoplay interval.
    await page.clock.runFor(20_000);
    await expect(firstActive).toHaveAttribute('data-index', '0');
  });

  test('the carousel moves with its arrow buttons and the arrow keys, and opens a guide', async ({ page }) => {
    await gotoHydrated(page, '/');
    const carousel = await scrollToCarousel(page);
    const firstActive = carousel.locator('.slick-slide.slick-active').first();
    const previous = carousel.getByRole('button', { name: 'Negara sebelumnya' });
    const next = carousel.getByRole('button', { name: 'Negara berikutnya' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(firstActive).toHaveAttribute('data-index', '1');
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(firstActive).toHaveAttribute('data-index', '0');

    // Keyboard: Tab reaches only visible cards; the arrow keys move the carousel.
    await carousel.getByRole('link', { name: /Australia/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(firstActive).toHaveAttribute('data-index', '1');
    await expect(carousel.locator('.slick-slide[aria-hidden="true"] a:not([tabindex="-1"])')).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(firstActive).toHaveAttribute('data-index', '0');

    await carousel.getByRole('link', { name: /Kanada/ }).click();
    await expect(page).toHaveURL(/\/country\/can$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuliah di Kanada');
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a finger swipe of more than 40 px moves the carousel, a shorter one does not, and neither opens a card', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const carousel = await scrollToCarousel(page);
    const list = carousel.locator('.slick-list');
    await list.scrollIntoViewIfNeeded();
    const firstActive = carousel.locator('.slick-slide.slick-active').first();
    await expect(firstActive).toHaveAttribute('data-index', '0');
    await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(1);
    const box = (await list.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const startX = Math.round(box.x + box.width / 2);
    const cdp = await page.context().newCDPSession(page);

    const swipe = async (dx: number) => {
      const point = (x: number) => ({ touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...point(startX) });
      for (let step = 1; step <= 6; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...point(startX - (dx * step) / 6) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    // react-slick ignores a swipe while a slide animation runs; its track drops the transition when done.
    const settled = () => expect(carousel.locator('.slick-track')).not.toHaveAttribute('style', /transition/);

    await swipe(25);
    await expect(firstActive).toHaveAttribute('data-index', '0');
    await swipe(60);
    await expect(firstActive).toHaveAttribute('data-index', '1');
    await settled();
    await swipe(-60);
    await expect(firstActive).toHaveAttribute('data-index', '0');
    await expect(page).toHaveURL(`${baseUrl}/`);
  });
});

test.describe('home with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('dragging the carousel with the mouse moves it without opening a guide', async ({ page }) => {
    await gotoHydrated(page, '/');
    const carousel = await scrollToCarousel(page);
    const list = carousel.locator('.slick-list');
    await list.scrollIntoViewIfNeeded();
    const firstActive = carousel.locator('.slick-slide.slick-active').first();
    const box = (await list.boundingBox())!;
    const y = box.y + box.height / 3;
    const startX = box.x + box.width / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++) await page.mouse.move(startX - (80 * step) / 6, y);
    await page.mouse.up();
    await expect(firstActive).toHaveAttribute('data-index', '1');
    await expect(page).toHaveURL(`${baseUrl}/`);
  });
});

test('the four statistics calls are made, but the page neither waits for them nor shows them', async ({
  page,
  request,
}) => {
  const platinum = (await (await request.get(`${apiBase}/university/platinum`)).json()) as { data: unknown[] };
  const seen: { path: string; method: string; body: string | null; search: string }[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let origin = '';
  if (ssr) {
    // The render server makes the calls (the home loader starts them): a gate in front of local-api holds them past
    // the server's data limit (6 s), so a page that waited for them would come without its data.
    server = await ownServer();
    origin = server.render.url;
    server.gate.set({ match: STATISTICS, delayMs: 15_000 });
  } else {
    // A static host: the browser's loader makes them.
    await page.route(STATISTICS, async (route) => {
      const call = route.request();
      const url = new URL(call.url());
      seen.push({ path: url.pathname, method: call.method(), body: call.postData(), search: url.search });
      await held;
      await route.continue();
    });
  }
  const statisticsCalls = () =>
    ssr
      ? server!.gate.requests
          .filter((r) => STATISTICS.test(r.path + r.search))
          .map((r) => ({ path: r.path, method: r.method, body: r.method === 'GET' ? null : r.body, search: r.search }))
      : seen;
  await page.goto(`${origin}/`);
  // The page is there with its data (the platinum logos) while every statistics call is still held back.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^TOP \d+ campuses$/ }).getByRole('img')).toHaveCount(
    platinum.data.length,
  );
  await expect.poll(() => statisticsCalls().length).toBe(4);
  const byPath = Object.fromEntries(statisticsCalls().map((s) => [s.path.replace(/^.*\/application/, ''), s]));
  expect(byPath['/student/student-total']).toMatchObject({ method: 'POST', body: 'start_date=&end_date=' });
  expect(byPath['/members/total-members']).toMatchObject({ method: 'GET', search: '?status_payment=Y' });
  expect(byPath['/ambassador/countAll']).toMatchObject({ method: 'GET' });
  expect(byPath['/university/all']).toMatchObject({ method: 'GET' });
  if (!ssr) {
    const answered = page.waitForResponse((r) => r.url().includes('/university/all'));
    release();
    await answered;
  }
  const text = await page.locator('main').innerText();
  for (const value of ['12480', '12.480', '3275', '3.275', '640']) expect(text).not.toContain(value);
});

test('the carousel library is not part of the first load: it arrives when the destinations come near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slickRequests: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/[\w.]+\.js$/.test(url) || response.status() !== 200) return;
    const body = await response.text().catch(() => '');
    if (body.includes('slick-track')) slickRequests.push(url);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(slickRequests).toEqual([]);
  await scrollToCarousel(page);
  // The response's body is read after the response event: the count follows a moment later.
  await expect.poll(() => slickRequests.length).toBeGreaterThan(0);
});
