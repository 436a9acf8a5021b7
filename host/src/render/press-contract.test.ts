/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { PRESS_GLOBAL } from '@niec/shared';
import { withPressContract } from './document';
import { PRESS_CONTRACT } from './press-contract';

// What the press contract costs every page, and where it goes (docs/decisions/009-presses-before-hydration.md). Its
// behaviour is tested in jsdom: host/src/press-contract.test.ts.

test('the built contract is allowed by the hash the build wrote beside it', () => {
  const hash = createHash('sha256').update(PRESS_CONTRACT.script, 'utf8').digest('base64');
  expect(PRESS_CONTRACT.hash).toBe(`'sha256-${hash}'`);
});

test('the built contract adds its one global to the page and nothing else', () => {
  const listeners: string[] = [];
  const page: Record<string, unknown> = {
    addEventListener: (type: string) => listeners.push(type),
    document: { hidden: false },
  };
  page.window = page;
  const before = Object.keys(page);
  runInNewContext(PRESS_CONTRACT.script, page);
  expect(Object.keys(page)).toEqual([...before, PRESS_GLOBAL]);
  // Presses, and the saved list's changes (in this page, in another tab) that the header's count follows.
  expect(listeners).toEqual(['click', 'submit', 'niec:saved-change', 'storage']);
});

test('the contract is at most 2 KB gzip, first in the head after the charset, with the response nonce', () => {
  expect(gzipSync(PRESS_CONTRACT.script, { level: 9 }).length).toBeLessThanOrEqual(2048);
  // Every document carries it: no larger than the hand-written string it replaced (1,768 bytes) and 5 %, and the
  // saved list's marks (about 850 bytes, docs/decisions/015-saved-list.md).
  expect(PRESS_CONTRACT.script.length).toBeLessThanOrEqual(2500);
  const head = withPressContract(
    '<!doctype html><html><head><meta charset="utf-8" /><link rel="stylesheet" href="/a.css" /></head><body>',
    'n0nce',
  );
  expect(head).toBe(
    `<!doctype html><html><head><meta charset="utf-8" /><script nonce="n0nce">${PRESS_CONTRACT.script}</script>` +
      '<link rel="stylesheet" href="/a.css" /></head><body>',
  );
});
