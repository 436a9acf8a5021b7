/**
 * Structured data (schema.org JSON-LD) for search engines' rich results. Each builder sets the properties
 * Google requires for its type (and the recommended ones the site has data for); pages pass what they
 * build to usePageMeta({ structuredData }), and the render server writes it into the HTML. URLs are
 * given as site paths ('/artikel'): the head writer makes them absolute (serializeJsonLd).
 */
import type { JsonLd } from './json-ld';

export { serializeJsonLd, type JsonLd } from './json-ld';
// The visible trail, beside its BreadcrumbList: the pages that show one build both here.
export { Breadcrumb, type TrailStep } from './breadcrumb';

const SCHEMA = 'https://schema.org' as const;

/** The consultancy's logo for search engines: a PNG the render server draws (host/server/og). */
export const LOGO_PATH = '/og/logo.png';

/** 'https://wa.me/6281234567890' → '+6281234567890'. */
export function phoneFromWhatsappUrl(whatsappUrl: string): string | null {
  const digits = /wa\.me\/(\d{8,15})/.exec(whatsappUrl)?.[1];
  return digits ? `+${digits}` : null;
}

export interface OrganizationInput {
  name: string;
  /** Path or URL of the logo. */
  logo: string;
  sameAs: readonly string[];
  whatsappUrl: string;
  email?: string;
}

/** The consultancy itself, on every page. */
export function organization({ name, logo, sameAs, whatsappUrl, email }: OrganizationInput): JsonLd {
  const telephone = phoneFromWhatsappUrl(whatsappUrl);
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': '/#organization',
    name,
    url: '/',
    logo: logo,
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
  /**
   * Path of the crumb's page (the last crumb is the page itself); null for a label without a page of its own
   * (a menu group such as 'Kampus Partner').
   */
  path: string | null;
}

/**
 * The page's visible breadcrumb trail, in order. Google needs the URL of every crumb but the last, so a label
 * without a page (path null) is left out of the list: the list holds the trail's links and the page itself.
 */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  const linked = crumbs.filter((crumb, index) => crumb.path !== null || index === crumbs.length - 1);
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== null ? { item: crumb.path } : {}),
    })),
  };
}

/** `image` when there is one (an empty list is not an image). */
const images = (list: readonly string[]) => (list.length > 0 ? { image: [...list] } : {});

/** A publisher or hiring organisation nested in another item. */
const organizationRef = (name: string, logo: string) => ({
  '@type': 'Organization',
  name,
  url: '/',
  logo: logo,
});

export interface NewsArticleInput {
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
  const { publisher } = input;
  return {
    '@context': SCHEMA,
    '@type': 'NewsArticle',
    mainEntityOfPage: input.path,
    headline: input.headline.slice(0, 110),
    ...(input.description ? { description: input.description } : {}),
    ...images(input.images),
    datePublished: isoDateTime(input.datePublished),
    dateModified: isoDateTime(input.dateModified),
    author: organizationRef(publisher.name, publisher.logo),
    publisher: organizationRef(publisher.name, publisher.logo),
  };
}

export interface ProductInput {
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
    ...images(input.images),
    brand: { '@type': 'Brand', name: input.brand },
    offers: {
      '@type': 'Offer',
      url: input.path,
      priceCurrency: 'IDR',
      price: input.price,
      itemCondition: 'https://schema.org/NewCondition',
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export interface JobPostingInput {
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
    url: input.path,
    hiringOrganization: organizationRef(input.hiringOrganization.name, input.hiringOrganization.logo),
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
  path: string;
  name: string;
  description?: string;
  image?: string | null;
  /** Price per person in rupiah. */
  price: number;
  /** The smallest group the price is for (persons), when the tour has one. */
  minPax?: number;
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
    ...(input.image ? { image: input.image } : {}),
    touristType: 'Pelajar',
    itinerary: {
      '@type': 'Place',
      name: `${input.destination.city}, ${input.destination.country}`,
      address: { '@type': 'PostalAddress', addressLocality: input.destination.city },
    },
    provider: organizationRef(input.provider.name, input.provider.logo),
    offers: {
      '@type': 'Offer',
      url: input.path,
      price: input.price,
      priceCurrency: 'IDR',
      // The price is per person, for a group of at least minPax.
      eligibleQuantity: {
        '@type': 'QuantitativeValue',
        ...(input.minPax && input.minPax > 0 ? { minValue: input.minPax } : {}),
        unitText: 'orang',
      },
      availability: 'https://schema.org/InStock',
    },
  };
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface LocalBusinessInput {
  /** Path of the page that presents the branch. */
  path: string;
  name: string;
  address: { street: string; city: string; region?: string; postalCode?: string };
  telephone?: string;
  email?: string;
  image: string;
  hours: { days: readonly DayOfWeek[]; opens: string; closes: string };
}

/** A branch office (EducationalOrganization is a LocalBusiness-like type Google reads for local results). */
export function localBusiness(input: LocalBusinessInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': ['LocalBusiness', 'EducationalOrganization'],
    name: input.name,
    url: input.path,
    image: input.image,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      addressLocality: input.address.city,
      ...(input.address.region ? { addressRegion: input.address.region } : {}),
      ...(input.address.postalCode ? { postalCode: input.address.postalCode } : {}),
      addressCountry: 'ID',
    },
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.email ? { email: input.email } : {}),
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
