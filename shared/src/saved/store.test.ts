import {
  keysFromQuery,
  parseSavedKey,
  readSaved,
  removeAllSaved,
  saveAll,
  SAVED_MAX_ITEMS,
  savedKey,
  sharedListQuery,
  toggleSaved,
} from './store';
import { savedCountOf } from './count';

const stored = (): unknown => JSON.parse(localStorage.getItem('niec:saved') ?? 'null');
const item = (key: string) => ({ key, title: `Judul ${key}`, href: `/x/${key}` });

afterEach(() => localStorage.clear());

test('a press saves an item on the device, a second press removes it, and every copy of the store hears it', () => {
  const heard = jest.fn();
  window.addEventListener('niec:saved-change', heard);
  expect(toggleSaved(item('beasiswa:12'))).toBe(true);
  expect(stored()).toEqual({
    v: 1,
    items: [
      { key: 'beasiswa:12', title: 'Judul beasiswa:12', href: '/x/beasiswa:12', savedAt: expect.any(Number) as number },
    ],
  });
  expect(readSaved().map((saved) => saved.key)).toEqual(['beasiswa:12']);
  expect(toggleSaved(item('beasiswa:12'))).toBe(false);
  expect(localStorage.getItem('niec:saved')).toBeNull();
  expect(heard).toHaveBeenCalledTimes(2);
  window.removeEventListener('niec:saved-change', heard);
});

test('what was tampered with is left out: another site, an unknown kind, a repeated key', () => {
  localStorage.setItem(
    'niec:saved',
    JSON.stringify({
      v: 1,
      items: [
        item('artikel:a'),
        { key: 'artikel:b', title: 'Jahat', href: '//evil.example/' },
        { key: 'resep:c', title: 'Resep', href: '/resep' },
        item('artikel:a'),
        { key: 'kampus:ecu', title: 'ECU', href: 'https://evil.example/' },
      ],
    }),
  );
  expect(readSaved().map((saved) => saved.key)).toEqual(['artikel:a']);
  localStorage.setItem('niec:saved', '{not json');
  expect(readSaved()).toEqual([]);
});

test('saving all adds only what is not saved yet, up to the limit', () => {
  toggleSaved(item('artikel:a'));
  expect(saveAll([item('artikel:a'), item('kampus:ecu'), item('lowongan:guru')])).toBe(2);
  expect(readSaved().map((saved) => saved.key)).toEqual(['artikel:a', 'kampus:ecu', 'lowongan:guru']);
  expect(saveAll([item('artikel:a')])).toBe(0);
  const many = Array.from({ length: SAVED_MAX_ITEMS + 5 }, (_, index) => item(`artikel:n${index}`));
  saveAll(many);
  expect(readSaved()).toHaveLength(SAVED_MAX_ITEMS);
  // Full: a new press saves nothing.
  expect(toggleSaved(item('artikel:baru'))).toBe(false);
  removeAllSaved();
  expect(readSaved()).toEqual([]);
});

test('the count the header shows is the stored list’s length, as the inline contract counts it', () => {
  expect(savedCountOf(null)).toBe(0);
  expect(savedCountOf('{bad')).toBe(0);
  expect(savedCountOf(JSON.stringify({ v: 1, items: [item('artikel:a'), item('kampus:ecu')] }))).toBe(2);
});

test('a shared link carries the keys by kind, and reads back the same keys, each once', () => {
  const keys = ['artikel:a', 'beasiswa:12', 'kampus:ecu', 'beasiswa:15', 'study-tour:t1'];
  const query = sharedListQuery(keys);
  expect(query.toString()).toBe('beasiswa=12&beasiswa=15&kampus=ecu&study-tour=t1&artikel=a');
  expect(keysFromQuery(query)).toEqual(['beasiswa:12', 'beasiswa:15', 'kampus:ecu', 'study-tour:t1', 'artikel:a']);
  expect(keysFromQuery(new URLSearchParams('artikel=a&artikel=a&resep=x&kampus='))).toEqual(['artikel:a']);
  expect(parseSavedKey('resep:1')).toBeNull();
  expect(parseSavedKey(savedKey('study-tour', 't:9'))).toEqual({ kind: 'study-tour', id: 't:9' });
});

test('every change tells the site’s service worker the list’s pages, so it keeps them for reading offline', () => {
  const postMessage = jest.fn();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
  try {
    toggleSaved(item('lowongan:konsultan'));
    saveAll([item('artikel:visa')]);
    expect(postMessage).toHaveBeenLastCalledWith({
      type: 'niec:saved-pages',
      urls: ['/x/lowongan:konsultan', '/x/artikel:visa'],
    });
    removeAllSaved();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'niec:saved-pages', urls: [] });
  } finally {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  }
});
