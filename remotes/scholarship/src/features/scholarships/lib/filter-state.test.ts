import {
  EMPTY_SELECTION,
  PROGRAMS,
  isEmptySelection,
  selectionFromQuery,
  selectionToQuery,
  toFilterFields,
  toggle,
  type FilterSelection,
} from './filter-state';

const selection = (partial: Partial<FilterSelection>): FilterSelection => ({ ...EMPTY_SELECTION, ...partial });

test('ticking a value adds it to its group only', () => {
  const next = toggle(EMPTY_SELECTION, 'country', 'AU');
  expect(next).toEqual(selection({ country: ['AU'] }));
  expect(toggle(next, 'country', 'NZ').country).toEqual(['AU', 'NZ']);
  expect(EMPTY_SELECTION.country).toEqual([]);
});

test('unticking a country removes exactly that country, not the one at its index', () => {
  const start = selection({ country: ['AU', 'NZ', 'CA'] });
  expect(toggle(start, 'country', 'CA').country).toEqual(['AU', 'NZ']);
  expect(toggle(start, 'country', 'AU').country).toEqual(['NZ', 'CA']);
});

test('unticking funding type "1" removes "1" even though "1" is also a valid index', () => {
  // The old site spliced at the checkbox value used as an index: this removed "2" instead.
  const start = selection({ tipe: ['1', '2'] });
  expect(toggle(start, 'tipe', '1').tipe).toEqual(['2']);
});

test('unticking a program removes only that program', () => {
  const start = selection({ program: ['Bachelor', 'Master', 'Ph.D'] });
  expect(toggle(start, 'program', 'Master').program).toEqual(['Bachelor', 'Ph.D']);
  expect(isEmptySelection(toggle(selection({ program: ['Master'] }), 'program', 'Master'))).toBe(true);
});

test('the selection is written to the URL query and read back the same', () => {
  const chosen = selection({ university: ['SR101'], country: ['AU', 'NZ'], tipe: ['1'], program: ['Master', 'Ph.D'] });
  const query = selectionToQuery(new URLSearchParams('utm_source=wa'), chosen);
  expect(query.toString()).toBe('utm_source=wa&university=SR101&country=AU%2CNZ&tipe=1&program=Master%2CPh.D');
  expect(selectionFromQuery(query)).toEqual(chosen);
});

test('an empty group is removed from the URL and Reset clears every group', () => {
  const query = selectionToQuery(new URLSearchParams('country=AU&tipe=1&page=2'), EMPTY_SELECTION);
  expect(query.toString()).toBe('page=2');
});

test('a hand-edited URL is cleaned: blanks and duplicates dropped, unknown programs ignored', () => {
  const read = selectionFromQuery(new URLSearchParams('country=AU,,AU, NZ&program=Master,Doctor,Ph.D'));
  expect(read.country).toEqual(['AU', 'NZ']);
  expect(read.program).toEqual(['Master', 'Ph.D']);
});

test('the filter form sent without script (one key per ticked box) reads as the same selection as the URL the page writes', () => {
  const fromForm = selectionFromQuery(new URLSearchParams('country=AU&country=NZ&tipe=1&program=Master&program=Ph.D'));
  const fromPage = selectionFromQuery(new URLSearchParams('country=AU,NZ&tipe=1&program=Master,Ph.D'));
  expect(fromForm).toEqual(fromPage);
  expect(fromForm.country).toEqual(['AU', 'NZ']);
  // Both forms at once, with a duplicate: each value once, in order.
  expect(selectionFromQuery(new URLSearchParams('country=AU,NZ&country=NZ&country=UK')).country).toEqual([
    'AU',
    'NZ',
    'UK',
  ]);
});

test('the multipart fields are JSON arrays and the program names joined into one string', () => {
  expect(toFilterFields(selection({ country: ['AU', 'NZ'], tipe: ['1'], program: ['Master', 'Ph.D'] }))).toEqual({
    university: '[]',
    country: '["AU","NZ"]',
    tipe: '["1"]',
    program: 'Master,Ph.D',
  });
});

test('the program list is spelled exactly as the spec gives it', () => {
  expect(PROGRAMS).toEqual([
    'Cerviticate 3',
    'Cerviticate 4',
    'Diploma',
    'Advanced Diploma',
    'Bachelor',
    'Master',
    'Ph.D',
  ]);
});
