import {
  breadcrumbList,
  isoDateTime,
  jobPosting,
  localBusiness,
  newsArticle,
  organization,
  phoneFromWhatsappUrl,
  product,
  serializeJsonLd,
  touristTrip,
  type JsonLd,
} from './structured-data';

/** The item as the page's HTML carries it (paths made absolute for the site's origin). */
const served = (item: JsonLd) => JSON.parse(serializeJsonLd(item, 'https://niec.test')) as Record<string, unknown>;
const brand = { name: 'NIEC Indonesia', logo: '/og/logo.png' };

describe('structured data for rich results', () => {
  it('describes the consultancy with its logo, social profiles and WhatsApp contact', () => {
    const item = organization({
      name: 'NIEC Indonesia',
      logo: '/og/logo.png',
      sameAs: ['https://www.instagram.com/niecindonesia'],
      whatsappUrl: 'https://wa.me/6281234567890',
    });
    expect(served(item)).toMatchObject({
      '@type': 'Organization',
      url: 'https://niec.test/',
      logo: 'https://niec.test/og/logo.png',
      sameAs: ['https://www.instagram.com/niecindonesia'],
      contactPoint: { '@type': 'ContactPoint', telephone: '+6281234567890', contactType: 'customer service' },
    });
    expect(phoneFromWhatsappUrl('https://example.com')).toBeNull();
  });

  it('dates an article in ISO 8601 with the consultancy time zone', () => {
    expect(isoDateTime('2026-03-01 10:00:00')).toBe('2026-03-01T10:00:00+08:00');
    expect(isoDateTime('2026-03-01T10:00:00.000000Z')).toBe('2026-03-01T10:00:00Z');
    const item = newsArticle({
      path: '/artikeldetail/a',
      headline: 'Judul',
      images: ['/static/a.svg', 'http://api.test/b.png'],
      datePublished: '2026-03-01 10:00:00',
      dateModified: '2026-03-02 11:00:00',
      publisher: brand,
    });
    expect(served(item)).toMatchObject({
      '@type': 'NewsArticle',
      mainEntityOfPage: 'https://niec.test/artikeldetail/a',
      headline: 'Judul',
      image: ['https://niec.test/static/a.svg', 'http://api.test/b.png'],
      datePublished: '2026-03-01T10:00:00+08:00',
      dateModified: '2026-03-02T11:00:00+08:00',
      author: { '@type': 'Organization', name: 'NIEC Indonesia' },
      publisher: { '@type': 'Organization', logo: 'https://niec.test/og/logo.png' },
    });
  });

  it('offers a product new, in rupiah', () => {
    const item = product({
      path: '/MerchandiseDetail/X',
      name: 'Kaos',
      sku: 'X',
      images: [],
      price: 150000,
      inStock: true,
      brand: 'NIEC',
    });
    expect(served(item)).toMatchObject({
      offers: {
        url: 'https://niec.test/MerchandiseDetail/X',
        price: 150000,
        priceCurrency: 'IDR',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('posts a vacancy with its city, salary range in rupiah and direct apply', () => {
    const base = {
      path: '/career/x',
      title: 'Konsultan',
      description: '<p>Tugas</p>',
      datePosted: '2026-01-05 08:00:00',
      hiringOrganization: brand,
      city: 'Denpasar',
    };
    expect(served(jobPosting({ ...base, salary: { min: 5000000, max: 7000000 } }))).toMatchObject({
      datePosted: '2026-01-05',
      jobLocation: { address: { addressLocality: 'Denpasar', addressCountry: 'ID' } },
      baseSalary: { currency: 'IDR', value: { minValue: 5000000, maxValue: 7000000, unitText: 'MONTH' } },
      directApply: true,
    });
    expect(served(jobPosting({ ...base, salary: { min: 5000000, max: null } }))).toMatchObject({
      baseSalary: { value: { value: 5000000 } },
    });
  });

  it('sells a study tour per person and lists a branch with its hours', () => {
    const trip = touristTrip({
      path: '/study_tour',
      name: 'Study Tour Sydney',
      price: 25000000,
      destination: { city: 'Sydney', country: 'Australia' },
      provider: brand,
    });
    expect(served(trip)).toMatchObject({ '@type': 'TouristTrip', offers: { price: 25000000, priceCurrency: 'IDR' } });
    const branch = localBusiness({
      path: '/contact_us',
      name: 'NIEC Denpasar',
      image: '/og/logo.png',
      address: { street: 'Jl. Contoh 1', city: 'Denpasar' },
      hours: { days: ['Monday', 'Saturday'], opens: '09:00', closes: '18:00' },
    });
    expect(served(branch)).toMatchObject({
      image: 'https://niec.test/og/logo.png',
      address: { streetAddress: 'Jl. Contoh 1', addressLocality: 'Denpasar' },
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Saturday'], opens: '09:00', closes: '18:00' }],
    });
    const crumbs = breadcrumbList([
      { name: 'Beranda', path: '/' },
      { name: 'Artikel', path: '/artikel' },
    ]);
    expect(served(crumbs)).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Beranda', item: 'https://niec.test/' },
        { position: 2, name: 'Artikel', item: 'https://niec.test/artikel' },
      ],
    });
  });

  it('lists a breadcrumb trail by its links: a label without a page is left out, the page itself is last', () => {
    const crumbs = breadcrumbList([
      { name: 'Beranda', path: '/' },
      { name: 'Kampus Partner', path: null },
      { name: 'Edith Cowan University', path: '/campus/ecu' },
    ]);
    expect(served(crumbs).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://niec.test/' },
      { '@type': 'ListItem', position: 2, name: 'Edith Cowan University', item: 'https://niec.test/campus/ecu' },
    ]);
  });

  it('gives no empty image, and a tour its minimum group', () => {
    const article = newsArticle({
      path: '/artikeldetail/a',
      headline: 'Judul',
      images: [],
      datePublished: '2026-03-01 10:00:00',
      dateModified: '2026-03-01 10:00:00',
      publisher: brand,
    });
    expect(article).not.toHaveProperty('image');
    const item = product({ path: '/p', name: 'Kaos', sku: 'X', images: [], price: 1, inStock: false, brand: 'NIEC' });
    expect(item).not.toHaveProperty('image');
    const trip = touristTrip({
      path: '/study_tour',
      name: 'Study Tour Seoul',
      price: 21000000,
      minPax: 15,
      destination: { city: 'Seoul', country: 'South Korea' },
      provider: brand,
    });
    expect(served(trip)).toMatchObject({ offers: { eligibleQuantity: { minValue: 15, unitText: 'orang' } } });
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' }, 'https://x')).not.toMatch(
      /<\/script/i,
    );
  });
});
