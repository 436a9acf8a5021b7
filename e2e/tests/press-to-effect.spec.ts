import { test, expect } from '../support/fixtures';
import { gotoWithHeldScripts } from '../support/held-scripts';
import {
  PRESS_BOUND_MS,
  PRESS_CASES,
  installPressProbe,
  readPressProbe,
  type PressCase,
} from '../../scripts/lib/press-cases.mjs';

// Issue 34, presses: a press made before hydration takes effect within PRESS_BOUND_MS of its control being
// hydrated, on each of the eight first-press controls, and no fixed timer decides it. Timed in the page, relative
// to the moment the control is hydrated (the press contract's ready() for a control that keeps presses, the
// page's html[data-hydrated] for the platform's own controls, whose effect comes before any script runs), never in
// absolute time: how long the scripts take to arrive is the machine's business, what happens once they are in is
// the page's. The bench's phone section prints the same eight on the phone profile (scripts/lib/press-cases.mjs).
test.skip(process.env.NIEC_SSR === '0', 'a static host has no server HTML: nothing to press before the scripts run');

// Beside the eight, the other controls that keep presses and open something of their own.
const MORE: PressCase[] = [
  {
    name: 'More Info on a tour',
    url: '/study_tour',
    width: 390,
    kind: 'kept',
    control: (page) => page.getByRole('button', { name: 'More Info Seoul' }),
    effect: '[role="dialog"]',
  },
  {
    name: 'the interactive map',
    url: '/contact_us',
    width: 390,
    kind: 'kept',
    control: (page) => page.getByRole('button', { name: 'Tampilkan peta interaktif Denpasar' }),
    effect: 'iframe[title="Peta lokasi kantor NIEC Indonesia Denpasar"]',
  },
];

for (const pressCase of [...PRESS_CASES, ...MORE]) {
  test.describe(`${pressCase.name} at ${pressCase.width} px`, () => {
    test.use({ viewport: { width: pressCase.width, height: 844 } });

    test(`pressed before hydration, takes effect within ${PRESS_BOUND_MS} ms of its control being hydrated, and stays`, async ({
      page,
    }) => {
      await page.addInitScript(installPressProbe, pressCase.effect);
      const scripts = await gotoWithHeldScripts(page, pressCase.url);
      await pressCase.control(page).first().click();
      expect(scripts.held(), 'the page is still waiting for its scripts').toBeGreaterThan(0);
      if (pressCase.kind === 'platform') {
        // The platform's control needs no script: its effect is on the page before any has run.
        await expect(page.locator(pressCase.effect)).toHaveCount(1);
      } else {
        // A kept press is shown as taken, and does nothing yet.
        await expect(pressCase.control(page).first()).toHaveAttribute('aria-busy', 'true');
        await expect(page.locator(pressCase.effect)).toHaveCount(0);
      }

      // React owns the page once release() returns; the probe is polled until the effect is there. Not the network
      // gone idle: Chromium 156 never reports it for the page once the map's iframe is added after the load.
      await scripts.release();
      await expect.poll(() => readPressProbe(page)).not.toBeNull();
      const measured = (await readPressProbe(page))!;
      console.log(
        `${pressCase.name}: effect ${Math.round(measured.afterHydration)} ms after ${measured.reference} ` +
          `(${Math.round(measured.pressToEffect)} ms after the press)`,
      );
      expect(measured.pressedBeforeHydration).toBe(true);
      expect(measured.afterHydration).toBeLessThanOrEqual(PRESS_BOUND_MS);
      if (pressCase.kind === 'kept') expect(measured.afterHydration).toBeGreaterThanOrEqual(0);

      // Nothing undoes it once React owns the page.
      await page.waitForTimeout(1_000);
      await expect(page.locator(pressCase.effect)).toHaveCount(1);
    });
  });
}
