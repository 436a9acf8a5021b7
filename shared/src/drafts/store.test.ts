import {
  changedFields,
  clearDraft,
  countDrafts,
  DRAFT_MAX_AGE_MS,
  draftFields,
  grantDraftConsent,
  hasDraftConsent,
  isSensitiveField,
  loadDraft,
  pruneDrafts,
  removeAllDrafts,
  saveDraft,
  withdrawDraftConsent,
} from './store';

const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** The visitor agreed, for each of these forms, that it keeps its draft here. */
const agree = (...keys: string[]) => keys.forEach((key) => grantDraftConsent(key, NOW));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('a saved draft comes back with its fields and the time it was saved', () => {
  agree('booking:tour:1', 'booking:tour:2');
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
  agree('contact');
  saveDraft('contact', { name: 'Budi' }, { now: NOW });
  expect(loadDraft('contact', NOW + DRAFT_MAX_AGE_MS)?.values).toEqual({ name: 'Budi' });
  expect(loadDraft('contact', NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
  // Dropped, not only hidden: the storage no longer holds it.
  expect(localStorage.getItem('niec:draft:contact')).toBeNull();
});

test('pruning removes the expired and unreadable drafts of every form, and nothing else', () => {
  agree('application:1', 'application:2', 'broken');
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
  agree('checkout', 'hand');
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
  agree('booking:x');
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
  agree('old', 'bare');
  localStorage.setItem('niec:draft:old', JSON.stringify({ savedAt: NOW, values: { nama: 'A' } }));
  localStorage.setItem('niec:draft:bare', '"Ani"');
  expect(loadDraft('old', NOW)).toBeNull();
  expect(loadDraft('bare', NOW)).toBeNull();
  expect(draftFields({ list: [1, 2], nested: { a: 'b' }, ok: 'ya' })).toEqual({ ok: 'ya' });
});

test('nothing is kept before the visitor agrees, and nothing kept without consent is restored', () => {
  expect(hasDraftConsent('contact')).toBe(false);
  expect(saveDraft('contact', { name: 'Budi' }, { now: NOW })).toBe(false);
  expect(localStorage.length).toBe(0);
  // A draft written before consent was asked (or by hand) is removed when read, not restored.
  localStorage.setItem('niec:draft:contact', JSON.stringify({ v: 1, savedAt: NOW, values: { name: 'Budi' } }));
  expect(loadDraft('contact', NOW)).toBeNull();
  expect(localStorage.getItem('niec:draft:contact')).toBeNull();

  agree('contact');
  expect(saveDraft('contact', { name: 'Budi' }, { now: NOW })).toBe(true);
  expect(loadDraft('contact', NOW)?.values).toEqual({ name: 'Budi' });
  // The consent is the form's own: another form still keeps nothing.
  expect(saveDraft('checkout-address', { nama_lengkap: 'Budi' }, { now: NOW })).toBe(false);
  expect(localStorage.getItem('niec:draft:checkout-address')).toBeNull();
});

test("withdrawing the consent removes the form's draft at once, and later saves keep nothing", () => {
  agree('application:4', 'contact');
  saveDraft('application:4', { first_name: 'Kadek' }, { now: NOW });
  saveDraft('contact', { name: 'Budi' }, { now: NOW });
  withdrawDraftConsent('application:4');
  expect(hasDraftConsent('application:4')).toBe(false);
  expect(localStorage.getItem('niec:draft:application:4')).toBeNull();
  expect(saveDraft('application:4', { first_name: 'Kadek' }, { now: NOW })).toBe(false);
  expect(localStorage.getItem('niec:draft:application:4')).toBeNull();
  // Only that form's.
  expect(loadDraft('contact', NOW)?.values).toEqual({ name: 'Budi' });
});

test('religion, marital status, birth, gender, the KTP address and the emergency contact are never kept', () => {
  agree('application:4');
  const sensitive = {
    religion: 'Hindu',
    maried: 'Belum Menikah',
    date_birth: '1997-08-17',
    place_birth: 'Singaraja',
    gender: 'L',
    ktp_addres: 'Jl. Ngurah Rai 21',
    ktp_province: '51',
    ktp_city: '5108',
    ktp_subdistrict: 'Buleleng',
    ktp_kode_post: '81113',
    emergency_name: 'Made',
    emergency_phone: '081234567899',
    agama: 'Hindu',
    tanggal_lahir: '1997-08-17',
    jenis_kelamin: 'L',
    alamat_ktp: 'Jl. Ngurah Rai 21',
    kontak_darurat: 'Made',
  };
  saveDraft('application:4', { first_name: 'Kadek', address: 'Jl. Gatot Subroto 10', ...sensitive }, { now: NOW });
  const stored = localStorage.getItem('niec:draft:application:4') ?? '';
  expect(JSON.parse(stored)).toEqual({
    v: 1,
    savedAt: NOW,
    values: { first_name: 'Kadek', address: 'Jl. Gatot Subroto 10' },
  });
  for (const value of ['Hindu', 'Singaraja', '1997', 'Ngurah Rai', 'Made', '081234567899']) {
    expect(stored).not.toContain(value);
  }
  for (const name of Object.keys(sensitive)) expect(isSensitiveField(name)).toBe(true);
  // Names that only look alike are kept.
  for (const name of ['first_name', 'address', 'current_city', 'current_kode_post', 'nama', 'kota_asal', 'message']) {
    expect(isSensitiveField(name)).toBe(false);
  }
  // Written by hand into the storage, they are not restored either.
  localStorage.setItem(
    'niec:draft:application:4',
    JSON.stringify({ v: 1, savedAt: NOW, values: { religion: 'Hindu', first_name: 'Kadek' } }),
  );
  expect(loadDraft('application:4', NOW)?.values).toEqual({ first_name: 'Kadek' });
});

test('removing all drafts removes every draft and every consent on the device, and nothing else', () => {
  agree('application:1', 'booking:tour:seoul', 'contact');
  saveDraft('application:1', { first_name: 'A' }, { now: NOW });
  saveDraft('booking:tour:seoul', { nama: 'B' }, { now: NOW });
  saveDraft('contact', { name: 'C' }, { now: NOW });
  localStorage.setItem('niec-cart', '{"items":[]}');
  expect(countDrafts(NOW)).toBe(3);
  expect(removeAllDrafts()).toBe(true);
  expect(countDrafts(NOW)).toBe(0);
  expect(Object.keys(localStorage)).toEqual(['niec-cart']);
  // Nothing is kept again until the visitor agrees again.
  expect(saveDraft('contact', { name: 'C' }, { now: NOW })).toBe(false);
  expect(Object.keys(localStorage)).toEqual(['niec-cart']);
});

test('pruning on load removes drafts kept without consent and old consents without a draft', () => {
  agree('application:2');
  saveDraft('application:2', { first_name: 'New' }, { now: NOW - DAY });
  localStorage.setItem(
    'niec:draft:application:3',
    JSON.stringify({ v: 1, savedAt: NOW - DAY, values: { first_name: 'No consent' } }),
  );
  grantDraftConsent('contact', NOW - 8 * DAY);
  grantDraftConsent('booking:tour:seoul', NOW - DAY);
  pruneDrafts(NOW);
  expect(localStorage.getItem('niec:draft:application:3')).toBeNull();
  expect(hasDraftConsent('contact')).toBe(false);
  // A recent choice stays, with or without a draft; a consent whose draft lives stays with it.
  expect(hasDraftConsent('booking:tour:seoul')).toBe(true);
  expect(loadDraft('application:2', NOW)?.values).toEqual({ first_name: 'New' });
  // Once its draft has expired, an old consent goes with it.
  pruneDrafts(NOW + 8 * DAY);
  expect(localStorage.getItem('niec:draft:application:2')).toBeNull();
  expect(hasDraftConsent('application:2')).toBe(false);
});
