// One render server as its operator runs it (docs/deploying.md): JSON logs that follow a page through its
// API calls without a visitor's data, /metrics, rate limits and same-origin token calls, one switch for
// every server cache, a draining shutdown; and a cached page's policy that holds no shared secret.
import { createHash } from 'node:crypto';
import { test, expect, storedRecords } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { apiUrl, baseUrl, portOffset } from '../support/env';
import {
  siteConfig,
  startApiGate,
  startRenderServer,
  type ApiGate,
  type OwnRenderServer,
  type RuntimeConfig,
} from '../support/render-server';
import { waitForHydration } from '../support/ssr';
import { isPageProblem } from '../support/console';

test.skip(process.env.NIEC_SSR === '0', 'the render server is off (NIEC_SSR=0)');

/**
 * A person's phone browser. The render server sends crawlers (isbot: Node's fetch, and headless Chromium, whose
 * user agent says HeadlessChrome) the whole document at once; a person gets it as it renders, streamed parts included.
 */
const PERSON_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.describe('a render server as its operator runs it', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnRenderServer;
  let serverConfig: RuntimeConfig;
  let gate: ApiGate;
  /** The articles' titles as the API answers them (the gate rewrites them). */
  let articleTitle = 'Judul dari API versi satu';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    gate = await startApiGate(4070 + portOffset, (pathname, body) => {
      if (!pathname.endsWith('/website/artikel')) return body;
      const list = body as { data?: { judul?: string }[] };
      return {
        ...list,
        data: list.data?.map((article, index) => ({ ...article, judul: `${articleTitle} ${index + 1}` })),
      };
    });
    const config = await siteConfig();
    const apiPath = new URL(String(config.apiBaseUrl)).pathname;
    serverConfig = {
      ...config,
      serverApiBaseUrl: `${gate.url}${apiPath}`,
      shippingBaseUrl: `${gate.url}/shipping`,
      siteOrigin: `http://localhost:${3070 + portOffset}`,
      renderTimeoutMs: 8000,
      rateLimits: { data: 3 },
      // The site's proxy is elsewhere: this test's own loopback calls are clients, not a proxy.
      trustedProxies: ['10.0.0.0/8'],
    };
    server = await startRenderServer(3070 + portOffset, serverConfig, {
      NIEC_LOG_LEVEL: 'info',
      // After SIGTERM the instance takes new connections for 3 s (the time a load balancer takes to notice it is
      // not ready): room for the probes below on a loaded machine.
      NIEC_DRAIN_DELAY_MS: '3000',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await gate?.close();
  });

  test('JSON logs follow a page through its API calls by its request id, with no visitor data in them', async () => {
    const page = await fetch(`${server.url}/artikel?email=rahasia.pengunjung%40example.com`, {
      headers: { 'X-Request-Id': 'ops-trace-0001' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('ops-trace-0001');
    // The worker's calls to the API carry the page's id.
    expect(gate.requests.filter((call) => call.requestId === 'ops-trace-0001').length).toBeGreaterThan(0);
    // A request without one gets an id of its own.
    expect((await fetch(`${server.url}/about`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const booking = await fetch(`${server.url}/__api/ambassador/consultant/jobdesk`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({
        jobdesk: '["JD007"]',
        email: 'rahasia.pengunjung@example.com',
        phone: '081234567890',
      }),
    });
    expect(booking.status).not.toBe(429);

    await expect.poll(() => server.output().includes('"reqId":"ops-trace-0001"')).toBe(true);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim());
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    const traced = lines.filter((line) => line.includes('ops-trace-0001'));
    expect(traced.some((line) => line.includes('"msg":"request completed"'))).toBe(true);
    const everything = server.output();
    for (const secret of ['rahasia.pengunjung', '081234567890', 'local-dev-token', 'local-shipping-token', 'Bearer']) {
      expect(everything).not.toContain(secret);
    }
  });

  test('/metrics counts renders by route pattern, cache hits, cards, API failures and the live remotes', async () => {
    await fetch(`${server.url}/about`);
    await fetch(`${server.url}/artikel?kategori=beasiswa`);
    await fetch(`${server.url}/og/about.png`);
    // The API fails for a page whose data no cache holds yet.
    gate.set({ match: /./, status: 500 });
    await fetch(`${server.url}/career`);
    gate.set(null);

    const response = await fetch(`${server.url}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
    expect(value(/^niec_render_duration_seconds_count\{route="\/about",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      value(/^niec_render_duration_seconds_count\{route="\/artikel",status="200"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(2);
    // The route pattern, never the URL a visitor typed.
    expect(text).not.toContain('beasiswa');
    expect(value(/^niec_page_cache_requests_total\{result="hit"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^niec_page_cache_requests_total\{result="miss"\} (\d+)$/m)).toBeGreaterThanOrEqual(2);
    expect(value(/^niec_api_cache_requests_total\{result="miss"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^niec_og_images_drawn_total (\d+)$/m)).toBe(1);
    expect(value(/^niec_api_call_failures_total\{endpoint="\/[^"]+"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    for (const remote of ['content', 'scholarship', 'careers', 'shop']) {
      expect(text).toMatch(new RegExp(`^niec_remote_info\\{remote="${remote}",version="[0-9a-f]{12}"\\} 1$`, 'm'));
    }
    expect(text).toMatch(/^niec_render_pool_utilization_ratio \d/m);
    expect(text).toMatch(/^niec_render_pool_queue_size \d+$/m);
  });

  test('rate limits answer 429 in Indonesian with Retry-After; a token call from another site is refused', async () => {
    const data = `${server.url}/__data?path=${encodeURIComponent('/artikel')}`;
    for (let i = 0; i < 3; i++) expect((await fetch(data)).status).toBe(200);
    const limited = await fetch(data);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Terlalu banyak permintaan dari alamat Anda\. Silakan coba lagi dalam \d+ detik\.$/,
    );

    const crossSite = await fetch(`${server.url}/__api/ambassador/consultant/jobdesk`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://situs-lain.example' },
      body: new URLSearchParams({ jobdesk: '["JD007"]' }),
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { message: string }).message).toBe(
      'Permintaan ini hanya dapat dikirim dari halaman situs ini.',
    );
    const fetchedCrossSite = await fetch(`${server.url}/__shipping/v1/rates/couriers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(fetchedCrossSite.status).toBe(403);
    // X-Forwarded-For from a caller that is not a named proxy is not believed: the limit stays with the caller.
    const spoofed = await fetch(data, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(spoofed.status).toBe(429);
  });

  test("serverCache: false shows the API's current answer at once and lets no cache keep the page", async () => {
    test.setTimeout(90_000);
    const title = async () => {
      const response = await fetch(`${server.url}/artikel`);
      return { cacheControl: response.headers.get('cache-control'), html: await response.text() };
    };
    expect((await title()).html).toContain(articleTitle);
    articleTitle = 'Judul dari API versi dua';
    // With the caches on, the page (and the API read) is kept: the visitor still sees the old title.
    expect((await title()).html).not.toContain(articleTitle);

    // The server notices the config file on its next poll and warms a worker generation with it.
    server.writeConfig({ ...serverConfig, serverCache: false });
    await expect.poll(async () => (await title()).html.includes(articleTitle), { timeout: 45_000 }).toBe(true);
    articleTitle = 'Judul dari API versi tiga';
    const now = await title();
    expect(now.html).toContain(articleTitle);
    expect(now.cacheControl).toBe('no-store');
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('cache-control')).toBe('no-store');
    const drawnBefore = await cardsDrawn(server);
    for (let i = 0; i < 2; i++) {
      const card = await fetch(`${server.url}/og/about.png`);
      expect(card.headers.get('cache-control')).toBe('no-store');
    }
    expect(await cardsDrawn(server)).toBe(drawnBefore + 2);
  });

  test("a parcel's page shows the parcel at once and the courier's late history when it comes, with no error", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    // A fresh parcel at zero views; the shipping aggregator answers its history 3 s late.
    const { id, waybill } = await placeOrder(request, 'Komang Sudarsana');
    gate.set({ match: /\/trackings\//, delayMs: 3000 });
    const context = await browser.newContext({ userAgent: PERSON_UA });
    // Whether the document ever held the parcel with the history still loading, recorded in the page as it parses:
    // on a busy machine the browser may draw later than the courier answers, and the state is gone by then.
    await context.addInitScript(() => {
      const seen = { parcelWhileLoading: false };
      Object.assign(window, { __tracking: seen });
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (
          text.includes('Komang Sudarsana') &&
          text.includes('Memuat riwayat pengiriman...') &&
          !text.includes('Kurir ditugaskan untuk menjemput paket')
        ) {
          seen.parcelWhileLoading = true;
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (isPageProblem(message)) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const asked: string[] = [];
    page.on('request', (call) => {
      const { pathname } = new URL(call.url());
      if (pathname.startsWith('/__data') || pathname.startsWith('/__shipping')) asked.push(pathname);
    });
    try {
      await page.goto(`${server.url}/merchandise/tracking/${id}`, { waitUntil: 'commit' });
      // The parcel is on screen while the courier has not answered: the history is loading.
      await expect(page.getByText('Komang Sudarsana')).toBeVisible();
      await expect(page.getByText(waybill)).toBeVisible();
      await expect(page.getByTestId('tracking-count')).toHaveText('1 dari 5');
      const events = page.getByRole('list', { name: /Riwayat pengiriman/ }).getByRole('listitem');

      // Then the history, in the same page.
      await expect(events).toHaveCount(2);
      await expect(events.nth(0)).toContainText('Kurir ditugaskan untuk menjemput paket');
      await expect(events.nth(1)).toContainText('Pesanan dibuat dan menunggu penjemputan kurir');
      await expect(page.getByText('Memuat riwayat pengiriman...')).toHaveCount(0);
      const seen = await page.evaluate(
        () => (window as unknown as { __tracking: { parcelWhileLoading: boolean } }).__tracking,
      );
      expect(seen.parcelWhileLoading, 'the parcel was there while its history was loading').toBe(true);
      await waitForHydration(page);
      // No hydration warning, no policy violation (React's inline script carries the response's nonce), and the
      // history came with the page: the browser asked nobody for it, and the parcel counts one view.
      expect(problems).toEqual([]);
      expect(asked).toEqual([]);
      const views = (await storedRecords(request, 'tracking-views')).find((v) => v.tracking_id === id);
      expect(views?.count_tracking).toBe(1);
    } finally {
      await context.close();
      gate.set(null);
    }
  });

  test("without JavaScript, the parcel is there and the late history's place offers the courier's own tracking page", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { id, waybill } = await placeOrder(request, 'Ketut Wirata');
    gate.set({ match: /\/trackings\//, delayMs: 2000 });
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PERSON_UA });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/merchandise/tracking/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText('Ketut Wirata')).toBeVisible();
      await expect(page.getByText(waybill)).toBeVisible();
      // Without script the streamed history is never moved into place: not a spinner that never ends, but a way out.
      await expect(
        page.getByRole('status').filter({ hasText: 'Riwayat pengiriman membutuhkan JavaScript.' }),
      ).toBeVisible();
      const link = page.getByRole('link', { name: /Lacak di situs Biteship/ });
      await expect(link).toHaveAttribute('href', new RegExp(`waybill_id=${waybill}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.getByText('Memuat riwayat pengiriman...')).toBeHidden();
      await expect(page.getByRole('list', { name: /Riwayat pengiriman/ })).toHaveCount(0);
    } finally {
      await context.close();
      gate.set(null);
    }
  });

  test('SIGTERM: not ready at once, the responses in flight finished, a stream mid-body included, and the process gone within 10 s', async () => {
    test.setTimeout(60_000);
    // Two responses in flight when the signal comes, both mid-stream. A parcel's tracking page whose call to the
    // shipping aggregator takes 4 s: the page (the parcel, the history's loading state) has been sent, the history
    // follows in the same response when the aggregator answers. And the aggregator's areas, which the server
    // forwards as they come (/__shipping), whose first half has reached the visitor and whose rest the aggregator
    // sends 4 s later. TRK-0003 is viewed by no other spec: a parcel's page stops asking the courier after five
    // views, and the other specs view TRK-0001 often.
    const areasPath = '/v1/maps/areas?countries=ID&input=denpasar';
    const whole = await (
      await fetch(`${apiUrl}/shipping${areasPath}`, {
        headers: { Authorization: `Bearer ${String(serverConfig.shippingToken)}` },
      })
    ).text();
    expect(JSON.parse(whole)).toMatchObject({ success: true, areas: expect.arrayContaining([expect.anything()]) });
    gate.set([
      { match: /\/trackings\//, delayMs: 4000 },
      { match: /\/maps\/areas$/, bodyDelayMs: 4000 },
    ]);
    const pageResponse = await fetch(`${server.url}/merchandise/tracking/TRK-0003`, {
      headers: { 'User-Agent': PERSON_UA },
    });
    expect(pageResponse.status).toBe(200);
    // A proxy in front is told to pass it on as it comes.
    expect(pageResponse.headers.get('x-accel-buffering')).toBe('no');
    const pageReader = pageResponse.body!.getReader();
    const pageDecoder = new TextDecoder();
    let pageHtml = '';
    // Read until the parcel card is here (its waybill number).
    while (!pageHtml.includes('GK-778122310')) {
      const chunk = await pageReader.read();
      if (chunk.done) break;
      pageHtml += pageDecoder.decode(chunk.value, { stream: true });
    }
    // Mid-stream: the parcel and the history's loading state are here; the history and the end of the page are not.
    expect(pageHtml).toContain('Rizky Ramadhan');
    expect(pageHtml).toContain('GK-778122310');
    expect(pageHtml).toContain('Memuat riwayat pengiriman...');
    expect(pageHtml).not.toContain('Paket diterima oleh Rizky Ramadhan');
    expect(pageHtml).not.toContain('</html>');

    const streamed = await fetch(`${server.url}/__shipping${areasPath}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(streamed.status).toBe(200);
    const reader = streamed.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    let received = decoder.decode(first.value, { stream: true });
    // Mid-stream: the first bytes are here, the end is not.
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(whole.length);
    expect(whole.startsWith(received)).toBe(true);
    await expect.poll(() => gate.requests.some((call) => call.path.includes('/trackings/'))).toBe(true);

    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // Not ready as soon as the process has the signal (a probe already on its way may still see it ready).
    await expect
      .poll(
        async () => {
          const ready = await fetch(`${server.url}/readyz`);
          return { status: ready.status, ...((await ready.json()) as { draining: boolean }) };
        },
        { intervals: [100], timeout: 2500 },
      )
      .toMatchObject({ status: 503, draining: true });
    // Liveness stays: the process is healthy, only leaving.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // The rest of the stream arrives, byte for byte.
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += decoder.decode(chunk.value, { stream: true });
    }
    received += decoder.decode();
    expect(received).toBe(whole);
    // And the whole page: the history the aggregator sent after the signal, and the end of the document.
    for (let chunk = await pageReader.read(); !chunk.done; chunk = await pageReader.read()) {
      pageHtml += pageDecoder.decode(chunk.value, { stream: true });
    }
    pageHtml += pageDecoder.decode();
    expect(pageHtml).toContain('Paket diterima oleh Rizky Ramadhan');
    expect(pageHtml).toContain('Mencari driver GoSend');
    expect(pageHtml).toContain('TRK-0003');
    expect(pageHtml.trimEnd()).toMatch(/<\/html>$/);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

async function cardsDrawn(server: OwnRenderServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^niec_og_images_drawn_total (\d+)$/m.exec(text)?.[1] ?? 0);
}

test('a cached page carries no shared secret in its policy: its inline scripts are allowed by their hashes', async ({
  page,
}) => {
  const fetchAbout = async () => {
    const response = await fetch(`${baseUrl}/about`);
    return { policy: response.headers.get('content-security-policy') ?? '', html: await response.text() };
  };
  const first = await fetchAbout();
  const second = await fetchAbout();
  for (const { policy, html } of [first, second]) {
    expect(policy).not.toContain("'nonce-");
    expect(html).not.toMatch(/<script[^>]*\snonce=/);
    // Every inline script the page runs is the site's own and named by its hash (the policy's hashes are fixed for
    // the site's scripts, not read from the page: edge-security.spec.ts shows another script refused).
    const inline = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    const listed = policy.match(/'sha256-[^']+'/g) ?? [];
    for (const hash of hashes) expect(listed).toContain(hash);
  }
  expect(second.policy).toBe(first.policy);

  // The policy lets the page's scripts run: it hydrates with no violation reported.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/about');
  await waitForHydration(page);
  expect(violations).toEqual([]);
});
