/**
 * Structured data (schema.org JSON-LD) for search engines' rich results. Each builder sets the properties
 * Google requires for its type (and the recommended ones the site has data for); pages pass what they
 * build to usePageMeta({ structuredData }), and the render server writes it into the HTML.
 */
import type { JsonLd } from './json-ld';

export { serializeJsonLd, type JsonLd } from './json-ld';

const SCHEMA = 'https://schema.org' as const;

/** Absolute URL of a path or URL on the site. */
const absolute = (origin: string, pathOrUrl: string): string => new URL(pathOrUrl, origin).href;

/** 'https://wa.me/6281234567890' → '+6281234567890'. */
export function phoneFromWhatsappUrl(whatsappUrl: string): string | null {
  const digits = /wa\.me\/(\d{8,15})/.exec(whatsappUrl)?.[1];
  return digits ? `+${digits}` : null;
}

export interface OrganizationInput {
  origin: string;
  name: string;
  /** Path or URL of the logo. */
  logo: string;
  sameAs: readonly string[];
  whatsappUrl: string;
  email?: string;
}

/** The consultancy itself, on every page. */
export function organization({ origin, name, logo, sameAs, whatsappUrl, email }: OrganizationInput): JsonLd {
  const telephone = phoneFromWhatsappUrl(whatsappUrl);
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${absolute(origin, '/')}#organization`,
    name,
    url: absolute(origin, '/'),
    logo: absolute(origin, logo),
    sameAs: [...sameAs],
    ...(email ? { email } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(telephone ? { telephone } : {}),
      url: whatsappUrl,
      areaServed: 'ID',
      availableLanguage: ['Indonesian', 'English'],
    },
  };
}

export interface Crumb {
  name: string;
  /** Path of the crumb's page (the last crumb is the page itself). */
  path: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** A publisher or hiring organisation nested in another item. */
const organizationRef = (origin: string, name: string, logo: string) => ({
  '@type': 'Organization',
  name,
  url: absolute(origin, '/'),
  logo: absolute(origin, logo),
});

export interface NewsArticleInput {
  origin: string;
  path: string;
  headline: string;
  description?: string;
  images: readonly string[];
  /** ISO 8601 (the API's created_at). */
  datePublished: string;
  /** ISO 8601 (the API's updated_at). */
  dateModified: string;
  publisher: { name: string; logo: string };
}

export function newsArticle(input: NewsArticleInput): JsonLd {
  const { origin, publisher } = input;
  return {
    '@context': SCHEMA,
    '@type': 'NewsArticle',
    mainEntityOfPage: absolute(origin, input.path),
    headline: input.headline.slice(0, 110),
    ...(input.description ? { description: input.description } : {}),
    image: input.images.map((image) => absolute(origin, image)),
    datePublished: isoDateTime(input.datePublished),
    dateModified: isoDateTime(input.dateModified),
    author: organizationRef(origin, publisher.name, publisher.logo),
    publisher: organizationRef(origin, publisher.name, publisher.logo),
  };
}

export interface ProductInput {
  origin: string;
  path: string;
  name: string;
  sku: string;
  description?: string;
  images: readonly string[];
  /** Price in rupiah. */
  price: number;
  inStock: boolean;
  brand: string;
}

export function product(input: ProductInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.description ? { description: input.description } : {}),
    image: input.images.map((image) => absolute(input.origin, image)),
    brand: { '@type': 'Brand', name: input.brand },
    offers: {
      '@type': 'Offer',
      url: absolute(input.origin, input.path),
      priceCurrency: 'IDR',
      price: input.price,
      itemCondition: 'https://schema.org/NewCondition',
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export interface JobPostingInput {
  origin: string;
  path: string;
  title: string;
  /** HTML of the vacancy (Google accepts HTML here). */
  description: string;
  /** ISO 8601 date the vacancy was posted. */
  datePosted: string;
  hiringOrganization: { name: string; logo: string };
  city: string;
  region?: string;
  /** Monthly salary in rupiah: one figure, or a range. */
  salary: { min: number; max?: number | null } | null;
  employmentType?: string;
}

export function jobPosting(input: JobPostingInput): JsonLd {
  const { salary } = input;
  const hasRange = salary?.max != null && salary.max > salary.min;
  return {
    '@context': SCHEMA,
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: input.datePosted.slice(0, 10),
    url: absolute(input.origin, input.path),
    hiringOrganization: organizationRef(input.origin, input.hiringOrganization.name, input.hiringOrganization.logo),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: input.city,
        ...(input.region ? { addressRegion: input.region } : {}),
        addressCountry: 'ID',
      },
    },
    ...(input.employmentType ? { employmentType: input.employmentType } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IDR',
            value: {
              '@type': 'QuantitativeValue',
              ...(hasRange ? { minValue: salary.min, maxValue: salary.max } : { value: salary.min }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    directApply: true,
  };
}

export interface TouristTripInput {
  origin: string;
  path: string;
  name: string;
  description?: string;
  image?: string | null;
  /** Price per person in rupiah. */
  price: number;
  /** Where the trip goes (city and country). */
  destination: { city: string; country: string };
  provider: { name: string; logo: string };
}

export function touristTrip(input: TouristTripInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'TouristTrip',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: absolute(input.origin, input.image) } : {}),
    touristType: 'Pelajar',
    itinerary: {
      '@type': 'Place',
      name: `${input.destination.city}, ${input.destination.country}`,
      address: { '@type': 'PostalAddress', addressLocality: input.destination.city },
    },
    provider: organizationRef(input.origin, input.provider.name, input.provider.logo),
    offers: {
      '@type': 'Offer',
      url: absolute(input.origin, input.path),
      price: input.price,
      priceCurrency: 'IDR',
      eligibleQuantity: { '@type': 'QuantitativeValue', unitText: 'orang' },
      availability: 'https://schema.org/InStock',
    },
  };
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface LocalBusinessInput {
  origin: string;
  /** Path of the page that presents the branch. */
  path: string;
  name: string;
  address: { street: string; city: string; region?: string; postalCode?: string };
  telephone?: string;
  image: string;
  hours: { days: readonly DayOfWeek[]; opens: string; closes: string };
}

/** A branch office (EducationalOrganization is a LocalBusiness-like type Google reads for local results). */
export function localBusiness(input: LocalBusinessInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': ['LocalBusiness', 'EducationalOrganization'],
    name: input.name,
    url: absolute(input.origin, input.path),
    image: absolute(input.origin, input.image),
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      addressLocality: input.address.city,
      ...(input.address.region ? { addressRegion: input.address.region } : {}),
      ...(input.address.postalCode ? { postalCode: input.address.postalCode } : {}),
      addressCountry: 'ID',
    },
    ...(input.telephone ? { telephone: input.telephone } : {}),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...input.hours.days],
        opens: input.hours.opens,
        closes: input.hours.closes,
      },
    ],
  };
}

/** '2026-03-01 10:00:00' (the API's form) → '2026-03-01T10:00:00+08:00'; ISO input is kept. */
export function isoDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(.*)$/.exec(value.trim());
  if (!match) return value.slice(0, 10);
  const [, date, time, zone] = match;
  // The API's timestamps carry no zone; the consultancy is in Bali (WITA, UTC+8).
  return `${date}T${time?.length === 5 ? `${time}:00` : time}${zone ? zone.replace(/\.\d+/, '') : '+08:00'}`;
}
