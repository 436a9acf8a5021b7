/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import { withPressContract } from './document';
import { PRESS_CONTRACT_SCRIPT } from './press-contract';

// What the press contract costs every page, and where it goes (docs/decisions/009-presses-before-hydration.md). Its
// behaviour is tested in jsdom: host/src/press-contract.test.ts.

test('the contract is at most 2 KB gzip, first in the head after the charset, with the response nonce', () => {
  expect(gzipSync(PRESS_CONTRACT_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(2048);
  const head = withPressContract(
    '<!doctype html><html><head><meta charset="utf-8" /><link rel="stylesheet" href="/a.css" /></head><body>',
    'n0nce',
  );
  expect(head).toBe(
    `<!doctype html><html><head><meta charset="utf-8" /><script nonce="n0nce">${PRESS_CONTRACT_SCRIPT}</script>` +
      '<link rel="stylesheet" href="/a.css" /></head><body>',
  );
});
