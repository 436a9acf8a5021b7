import {
  breadcrumbList,
  isoDateTime,
  jobPosting,
  localBusiness,
  newsArticle,
  organization,
  phoneFromWhatsappUrl,
  product,
  touristTrip,
} from './structured-data';

const origin = 'https://niec.test';
const brand = { name: 'NIEC Indonesia', logo: '/og/logo.png' };

describe('structured data for rich results', () => {
  it('describes the consultancy with its logo, social profiles and WhatsApp contact', () => {
    const item = organization({
      origin,
      name: 'NIEC Indonesia',
      logo: '/og/logo.png',
      sameAs: ['https://www.instagram.com/niecindonesia'],
      whatsappUrl: 'https://wa.me/6281234567890',
    });
    expect(item).toMatchObject({
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
      origin,
      path: '/artikeldetail/a',
      headline: 'Judul',
      images: ['/static/a.svg'],
      datePublished: '2026-03-01 10:00:00',
      dateModified: '2026-03-02 11:00:00',
      publisher: brand,
    });
    expect(item).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Judul',
      image: ['https://niec.test/static/a.svg'],
      datePublished: '2026-03-01T10:00:00+08:00',
      dateModified: '2026-03-02T11:00:00+08:00',
      author: { '@type': 'Organization', name: 'NIEC Indonesia' },
      publisher: { '@type': 'Organization', logo: 'https://niec.test/og/logo.png' },
    });
  });

  it('offers a product new, in rupiah', () => {
    expect(
      product({
        origin,
        path: '/MerchandiseDetail/X',
        name: 'Kaos',
        sku: 'X',
        images: [],
        price: 150000,
        inStock: true,
        brand: 'NIEC',
      }),
    ).toMatchObject({
      offers: {
        price: 150000,
        priceCurrency: 'IDR',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('posts a vacancy with its city, salary range in rupiah and direct apply', () => {
    const base = {
      origin,
      path: '/career/x',
      title: 'Konsultan',
      description: '<p>Tugas</p>',
      datePosted: '2026-01-05 08:00:00',
      hiringOrganization: brand,
      city: 'Denpasar',
    };
    expect(jobPosting({ ...base, salary: { min: 5000000, max: 7000000 } })).toMatchObject({
      datePosted: '2026-01-05',
      jobLocation: { address: { addressLocality: 'Denpasar', addressCountry: 'ID' } },
      baseSalary: { currency: 'IDR', value: { minValue: 5000000, maxValue: 7000000, unitText: 'MONTH' } },
      directApply: true,
    });
    expect(jobPosting({ ...base, salary: { min: 5000000, max: null } })).toMatchObject({
      baseSalary: { value: { value: 5000000 } },
    });
  });

  it('sells a study tour per person and lists a branch with its hours', () => {
    expect(
      touristTrip({
        origin,
        path: '/study_tour',
        name: 'Study Tour Sydney',
        price: 25000000,
        destination: { city: 'Sydney', country: 'Australia' },
        provider: brand,
      }),
    ).toMatchObject({ '@type': 'TouristTrip', offers: { price: 25000000, priceCurrency: 'IDR' } });
    expect(
      localBusiness({
        origin,
        path: '/contact_us',
        name: 'NIEC Denpasar',
        image: '/og/logo.png',
        address: { street: 'Jl. Contoh 1', city: 'Denpasar' },
        hours: { days: ['Monday', 'Saturday'], opens: '09:00', closes: '18:00' },
      }),
    ).toMatchObject({
      address: { streetAddress: 'Jl. Contoh 1', addressLocality: 'Denpasar' },
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Saturday'], opens: '09:00', closes: '18:00' }],
    });
    expect(
      breadcrumbList(origin, [
        { name: 'Beranda', path: '/' },
        { name: 'Artikel', path: '/artikel' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Beranda', item: 'https://niec.test/' },
        { position: 2, name: 'Artikel', item: 'https://niec.test/artikel' },
      ],
    });
  });
});
