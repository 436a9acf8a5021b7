import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { portOffset } from '../support/env';
import {
  siteConfig,
  startApiGate,
  startRenderServer,
  type ApiGate,
  type OwnRenderServer,
} from '../support/render-server';

// Deadlines a visitor can keep: the scholarship list as the API answers it, with closing days set relative to
// today (so the test never ages): one closed yesterday, one closing in 5 days, one far off. A render server of
// the test's own reads that API; its pages are opened without JavaScript, as a visitor with scripts off or a
// crawler sees them.

const SSR = process.env.NIEC_SSR !== '0';

/** A calendar day, YYYY-MM-DD in Jakarta, `days` from today. */
function jakartaDay(days: number): string {
  const now = new Date(Date.now() + 7 * 3600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

const scholarship = (id: number, name: string, closeReg: string) => ({
  id,
  scholarship_name: name,
  scholarship_type: 1,
  open_reg: '2026-01-01',
  close_reg: closeReg,
  code_school_rep: 'SR900',
  country: { countrycode: 'AU', countryname: 'Australia' },
  universities: { nama_sekolah: 'Edith Cowan University' },
  program: [{ program: 'Master' }],
  description: '<p>Beasiswa uji.</p>',
});

const LIST = [
  scholarship(901, 'Beasiswa Sudah Lewat', jakartaDay(-1)),
  scholarship(902, 'Beasiswa Hampir Tutup', jakartaDay(5)),
  scholarship(903, 'Beasiswa Masih Lama', jakartaDay(90)),
];

test.describe('scholarship deadlines', () => {
  test.skip(!SSR, 'the calendar file and the server-rendered list need the render server');
  test.use({ javaScriptEnabled: false });

  let gate: ApiGate | undefined;
  let server: OwnRenderServer | undefined;

  test.beforeAll(async () => {
    gate = await startApiGate(5275 + portOffset, (pathname, body) =>
      pathname.endsWith('/website/scholarship') ? { data: LIST } : body,
    );
    const config = await siteConfig();
    config.serverApiBaseUrl = `${gate.url}/api/v1/application`;
    server = await startRenderServer(5276 + portOffset, config);
  });

  test.afterAll(async () => {
    await server?.stop();
    await gate?.close();
  });

  const card = (page: Page, name: string) => page.getByRole('article', { name });

  test("the cards say 'Segera ditutup' with the days left, and 'Ditutup' without a calendar link", async ({ page }) => {
    await page.goto(`${server!.url}/scholarship`);
    await expect(page.getByRole('article')).toHaveCount(3);
    // The spec's list, in the API's order.
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(LIST.map((s) => s.scholarship_name));

    const closing = card(page, 'Beasiswa Hampir Tutup');
    await expect(closing.getByText('Segera ditutup')).toBeVisible();
    await expect(closing.getByText('Ditutup dalam 5 hari')).toBeVisible();
    await expect(closing.getByText('Tambahkan ke kalender')).toBeVisible();

    const closed = card(page, 'Beasiswa Sudah Lewat');
    await expect(closed.getByText('Ditutup', { exact: true })).toBeVisible();
    await expect(closed.getByText('Tambahkan ke kalender')).toHaveCount(0);
    await expect(closed.getByRole('link')).toHaveCount(0);

    const later = card(page, 'Beasiswa Masih Lama');
    await expect(later.getByText(/Segera ditutup|Ditutup/)).toHaveCount(0);
  });

  test("'Hanya yang masih dibuka' is a link: it hides the closed ones, keeps the order, and turns off again", async ({
    page,
  }) => {
    await page.goto(`${server!.url}/scholarship?q=beasiswa`);
    await page.getByRole('link', { name: 'Hanya yang masih dibuka' }).click();
    await expect(page).toHaveURL(/\/scholarship\?q=beasiswa&dibuka=1$/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([
      'Beasiswa Hampir Tutup',
      'Beasiswa Masih Lama',
    ]);
    await page.getByRole('link', { name: /^Hanya yang masih dibuka \(aktif/ }).click();
    await expect(page).toHaveURL(/\/scholarship\?q=beasiswa$/);
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('the calendar link is a text/calendar file of the render server, on the closing day', async ({
    page,
    request,
  }) => {
    await page.goto(`${server!.url}/scholarship`);
    const closing = card(page, 'Beasiswa Hampir Tutup');
    await closing.getByText('Tambahkan ke kalender').click();
    const href = await closing.getByRole('link', { name: 'Unduh file kalender (.ics)' }).getAttribute('href');
    expect(href).toBe('/kalender/beasiswa/902.ics');
    const googleHref = await closing.getByRole('link', { name: /Google Calendar/ }).getAttribute('href');
    expect(googleHref).toBe('/kalender/beasiswa/902/google');
    const redirect = await request.get(`${server!.url}${googleHref!}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    const google = new URL(redirect.headers()['location']!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe(
      `${jakartaDay(5).replace(/-/g, '')}/${jakartaDay(6).replace(/-/g, '')}`,
    );

    const response = await request.get(`${server!.url}${href!}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toString()).toBe(jakartaDay(5));
    expect(event.summary).toBe('Batas pendaftaran beasiswa: Beasiswa Hampir Tutup');
    expect(event.location).toBe('Edith Cowan University, Australia');
    expect(event.description).toContain(`${server!.url}/scholarship?q=Beasiswa+Hampir+Tutup`);

    expect((await request.get(`${server!.url}/kalender/beasiswa/424242.ics`)).status()).toBe(404);
  });
});
