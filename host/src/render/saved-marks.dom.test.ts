import { PRESS_CONTRACT } from './press-contract';

// The saved list's marks of the inline contract (press-contract.ts, docs/decisions/015-saved-list.md), run in jsdom
// as the head runs it: the device keeps a list before the page is parsed, and the parser inserts the page after.

const list = (...keys: string[]) =>
  JSON.stringify({ v: 1, items: keys.map((key) => ({ key, title: key, href: '/x', savedAt: 1 })) });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const PAGE = `
  <a id="count" href="/tersimpan" aria-label="Tersimpan, 0 item" data-saved-count="0"></a>
  <button id="a" data-press data-save="artikel:a" aria-pressed="false">Simpan</button>
  <button id="b" data-press data-save="artikel:b" aria-pressed="false">Simpan</button>`;

beforeAll(() => {
  localStorage.setItem('niec:saved', list('artikel:a', 'kampus:melbourne'));
  // The head runs while the document is still loading.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script under test
  (new Function(PRESS_CONTRACT.script) as () => void)();
  // What the parser inserts after the head: the header's link and two 'Simpan' buttons.
  document.body.innerHTML = PAGE;
});

afterAll(() => localStorage.clear());

const el = (id: string) => document.getElementById(id)!;

test('before the first paint, what the device keeps is pressed and the header counts it', async () => {
  await flush();
  expect(el('a').getAttribute('aria-pressed')).toBe('true');
  expect(el('b').getAttribute('aria-pressed')).toBe('false');
  expect(el('count').getAttribute('data-saved-count')).toBe('2');
  expect(el('count').getAttribute('aria-label')).toBe('Tersimpan, 2 item');
  // Once the document is parsed, the page's own changes are React's: the contract stops watching.
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.body.insertAdjacentHTML(
    'beforeend',
    '<button id="c" data-save="artikel:a" aria-pressed="false">Simpan</button>',
  );
  await flush();
  expect(el('c').getAttribute('aria-pressed')).toBe('false');
  el('c').remove();
});

test('a change in this page or in another tab is counted again; the buttons are left to React', () => {
  localStorage.setItem('niec:saved', list('artikel:b'));
  window.dispatchEvent(new Event('niec:saved-change'));
  expect(el('count').getAttribute('data-saved-count')).toBe('1');
  expect(el('count').getAttribute('aria-label')).toBe('Tersimpan, 1 item');
  expect(el('b').getAttribute('aria-pressed')).toBe('false');

  localStorage.removeItem('niec:saved');
  window.dispatchEvent(new StorageEvent('storage', { key: 'niec:saved' }));
  expect(el('count').getAttribute('data-saved-count')).toBe('0');
  expect(el('count').getAttribute('aria-label')).toBe('Tersimpan, 0 item');
  // Another key's change is not the list's.
  localStorage.setItem('niec:saved', list('artikel:a'));
  window.dispatchEvent(new StorageEvent('storage', { key: 'niec:cart' }));
  expect(el('count').getAttribute('data-saved-count')).toBe('0');
});
