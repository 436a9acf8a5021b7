import type { SavedRecords } from '@niec/shared';
import { loaderArgs } from '@niec/shared/testing';
import type { SavedPageData } from './model';
import { loadSaved } from './saved.loader';

const records: SavedRecords = jest.fn((keys: readonly string[]) =>
  Promise.resolve({
    records: [
      {
        key: 'beasiswa:12',
        title: 'Beasiswa LPDP',
        href: '/scholarship?q=LPDP',
        meta: 'Fully Funded · Ditutup',
        closed: true,
      },
      { key: 'kampus:ecu', title: 'Edith Cowan University', href: '/campus/ecu', meta: 'Kampus · Perth' },
    ].filter((record) => keys.includes(record.key)),
    incomplete: false,
  }),
);

async function load(search: string, savedRecords: SavedRecords = records): Promise<SavedPageData> {
  const result = await loadSaved({ ...loaderArgs({}, search), savedRecords });
  if (result.kind !== 'data') throw new Error(`not data: ${result.kind}`);
  return result.data;
}

test("without a shared link's ids, the page is the visitor's own list, which the server cannot know", async () => {
  expect(await load('')).toEqual({ list: null });
  expect(await load('utm_source=wa')).toEqual({ list: null });
});

test('a shared link gives each item its current record, a closed scholarship closed and a gone record missing', async () => {
  const data = await load('kampus=ecu&beasiswa=12&artikel=sudah-dihapus');
  expect(jest.mocked(records).mock.calls.at(-1)?.[0]).toEqual(['beasiswa:12', 'kampus:ecu', 'artikel:sudah-dihapus']);
  expect(data.list).toEqual({
    incomplete: false,
    items: [
      // The closed state is a badge of its own, not a word of the facts.
      {
        key: 'beasiswa:12',
        kind: 'beasiswa',
        title: 'Beasiswa LPDP',
        href: '/scholarship?q=LPDP',
        meta: 'Fully Funded',
        closed: true,
      },
      {
        key: 'kampus:ecu',
        kind: 'kampus',
        title: 'Edith Cowan University',
        href: '/campus/ecu',
        meta: 'Kampus · Perth',
      },
      { key: 'artikel:sudah-dihapus', kind: 'artikel', missing: true },
    ],
  });
});

test('when a part of the site did not answer, an item not found is unknown, not gone', async () => {
  const late: SavedRecords = () => Promise.resolve({ records: [], incomplete: true });
  const data = await load('artikel=a', late);
  expect(data.list).toEqual({ incomplete: true, items: [{ key: 'artikel:a', kind: 'artikel' }] });
});
