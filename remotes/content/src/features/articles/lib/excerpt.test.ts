import { cardDate, cardExcerpt, cardTitle, detailDate, relatedExcerpt } from './excerpt';

describe('article card text rules', () => {
  test('a title longer than 19 characters is cut to 19 characters plus an ellipsis', () => {
    expect(cardTitle('Panduan Lengkap Beasiswa Australia Awards 2027')).toBe('Panduan Lengkap Bea...');
    expect(cardTitle('Panduan Lengkap Bea...').length).toBe(22);
  });

  test('a title of at most 19 characters is shown whole, without dots', () => {
    expect(cardTitle('Hidup di Budapest')).toBe('Hidup di Budapest');
    expect(cardTitle('1234567890123456789')).toBe('1234567890123456789');
  });

  test('the list excerpt is the body text without markup, cut to 90 characters plus dots', () => {
    const html = `<h2>Judul</h2><p>${'a'.repeat(50)} <strong>${'b'.repeat(60)}</strong></p><ul><li>item</li></ul>`;
    const excerpt = cardExcerpt(html);
    expect(excerpt).not.toMatch(/[<>]/);
    expect(excerpt).toBe(`${`Judul ${'a'.repeat(50)} ${'b'.repeat(60)} item`.slice(0, 90)}...`);
  });

  test('a short body is shown whole in the excerpt', () => {
    expect(cardExcerpt('<p>Singkat saja.</p>')).toBe('Singkat saja.');
  });

  test('the related excerpt keeps the first 110 characters of the body text', () => {
    const text = 'x'.repeat(200);
    expect(relatedExcerpt(`<p>${text}</p>`)).toBe(`${'x'.repeat(110)}...`);
  });

  test('excerpts never carry script text or event handlers', () => {
    const excerpt = cardExcerpt('<p>Aman</p><script>window.__xss = 1</script><img src=x onerror="window.__xss=2">');
    expect(excerpt).toBe('Aman');
  });
});

describe('article dates', () => {
  test('the card date has day, Indonesian month name and year from updated_at', () => {
    expect(cardDate('2026-03-05 10:30:00')).toEqual({ day: '05', month: 'Maret', year: '2026' });
    expect(cardDate('2026-10-14T10:30:00Z')?.month).toBe('Oktober');
  });

  test('the detail date reads DD MMMM YYYY in Indonesian', () => {
    expect(detailDate('2026-08-20 08:45:00')).toBe('20 Agustus 2026');
    expect(detailDate('2026-12-01 00:00:00')).toBe('01 Desember 2026');
  });

  test('a missing or broken date shows nothing', () => {
    expect(detailDate('')).toBe('');
    expect(detailDate('bukan tanggal')).toBe('');
    expect(cardDate(null)).toBeNull();
  });
});
