import { changedFields, clearDraft, DRAFT_MAX_AGE_MS, draftFields, loadDraft, pruneDrafts, saveDraft } from './store';

const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('a saved draft comes back with its fields and the time it was saved', () => {
  expect(
    saveDraft('booking:tour:1', { nama: 'Ani', kegiatan: ['campus-visit'], setuju: true, peserta: 12 }, { now: NOW }),
  ).toBe(true);
  expect(loadDraft('booking:tour:1', NOW + DAY)).toEqual({
    savedAt: NOW,
    values: { nama: 'Ani', kegiatan: ['campus-visit'], setuju: true, peserta: 12 },
  });
  // Each form (and tour) has its own key.
  expect(loadDraft('booking:tour:2', NOW)).toBeNull();
});

test('a draft is kept for seven days and dropped after that', () => {
  saveDraft('contact', { name: 'Budi' }, { now: NOW });
  expect(loadDraft('contact', NOW + DRAFT_MAX_AGE_MS)?.values).toEqual({ name: 'Budi' });
  expect(loadDraft('contact', NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
  // Dropped, not only hidden: the storage no longer holds it.
  expect(localStorage.getItem('niec:draft:contact')).toBeNull();
});

test('pruning removes the expired and unreadable drafts of every form, and nothing else', () => {
  saveDraft('application:1', { first_name: 'Old' }, { now: NOW - 8 * DAY });
  saveDraft('application:2', { first_name: 'New' }, { now: NOW - DAY });
  localStorage.setItem('niec:draft:broken', '{not json');
  localStorage.setItem('niec-cart', '{"items":[]}');
  pruneDrafts(NOW);
  expect(localStorage.getItem('niec:draft:application:1')).toBeNull();
  expect(localStorage.getItem('niec:draft:broken')).toBeNull();
  expect(loadDraft('application:2', NOW)?.values).toEqual({ first_name: 'New' });
  expect(localStorage.getItem('niec-cart')).toBe('{"items":[]}');
});

test('files, passwords and CAPTCHA answers never go into a draft', () => {
  const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
  saveDraft(
    'checkout',
    {
      email: 'ani@example.com',
      password: 'rahasia123',
      cpassword: 'rahasia123',
      'g-recaptcha-response': 'token',
      file_cv: cv,
      file_ijazah: null,
      pin: '123456',
    },
    { now: NOW, omit: ['pin'] },
  );
  const stored = localStorage.getItem('niec:draft:checkout') ?? '';
  expect(JSON.parse(stored)).toEqual({ v: 1, savedAt: NOW, values: { email: 'ani@example.com' } });
  expect(stored).not.toContain('rahasia123');
  // A draft written by hand with a password in it is not restored with it either.
  localStorage.setItem('niec:draft:hand', JSON.stringify({ v: 1, savedAt: NOW, values: { password: 'x', nama: 'A' } }));
  expect(loadDraft('hand', NOW)?.values).toEqual({ nama: 'A' });
});

test('only what differs from the form as it started is kept, and nothing kept means no draft', () => {
  const initial = { nama: '', negara_tujuan: 'Jepang', kegiatan: [] as string[] };
  expect(changedFields({ nama: 'Ani', negara_tujuan: 'Jepang', kegiatan: ['a'] }, initial)).toEqual({
    nama: 'Ani',
    kegiatan: ['a'],
  });
  saveDraft('booking:x', { nama: 'Ani' }, { now: NOW });
  saveDraft('booking:x', changedFields(initial, initial), { now: NOW });
  expect(localStorage.getItem('niec:draft:booking:x')).toBeNull();
});

test('storage that refuses (private mode, quota) is swallowed: saving says false, loading finds nothing', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(saveDraft('contact', { name: 'Budi' }, { now: NOW })).toBe(false);
  expect(loadDraft('contact', NOW)).toBeNull();
  expect(() => clearDraft('contact')).not.toThrow();
  expect(() => pruneDrafts(NOW)).not.toThrow();
});

test('a draft of another shape (an older version, a bare value) is not trusted', () => {
  localStorage.setItem('niec:draft:old', JSON.stringify({ savedAt: NOW, values: { nama: 'A' } }));
  localStorage.setItem('niec:draft:bare', '"Ani"');
  expect(loadDraft('old', NOW)).toBeNull();
  expect(loadDraft('bare', NOW)).toBeNull();
  expect(draftFields({ list: [1, 2], nested: { a: 'b' }, ok: 'ya' })).toEqual({ ok: 'ya' });
});
