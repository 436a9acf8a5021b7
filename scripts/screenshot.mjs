#!/usr/bin/env node
// Dev tool: screenshot a page in Debian's Chromium and print console errors.
// node scripts/screenshot.mjs <url> <out.png> [width=1280]   (FULL=1 for a full-page shot)
import { chromium } from 'playwright';
import { launchOptions } from './lib/chromium.mjs';
const [, , url, out, width = '1280'] = process.argv;
const b = await chromium.launch(launchOptions);
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
p.on('console', (m) => console.log('console:', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror:', e.message));
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log('title:', await p.title());
await b.close();
