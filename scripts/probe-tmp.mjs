import { chromium } from 'playwright';
import { launchOptions } from './lib/chromium.mjs';
const b = await chromium.launch(launchOptions);
for (const w of [1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 300 } });
  await p.goto('http://localhost:3500/about', { waitUntil: 'networkidle' });
  await p.screenshot({ path: `/tmp/shots/hdr-${w}.png`, clip: { x: 0, y: 0, width: w, height: 70 } });
  await p.locator('header input[type=search]').first().click();
  await p.keyboard.type('beasiswa');
  await p.screenshot({ path: `/tmp/shots/hdr-${w}-open.png`, clip: { x: 0, y: 0, width: w, height: 70 } });
  await p.close();
}
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto('http://localhost:3500/about', { waitUntil: 'networkidle' });
await p.getByRole('button', { name: 'Buka menu' }).click();
await p.screenshot({ path: `/tmp/shots/menu-390.png` });
await b.close();
