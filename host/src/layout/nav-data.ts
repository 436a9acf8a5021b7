import { href } from '@niec/shared/routes';

export interface InternalLink {
  label: string;
  /** A path built by href() (@niec/shared/routes). */
  to: string;
}

export interface ExternalLink {
  label: string;
  href: string;
}

export interface MenuGroup {
  id: 'services' | 'study-abroad' | 'event';
  label: string;
  internal: InternalLink[];
  external: ExternalLink[];
}

/** The destinations the header links to (docs/product-rules.md#header-and-footer), in its order. */
export const HEADER_COUNTRIES: { code: string; name: string }[] = [
  { code: 'aus', name: 'Australia' },
  { code: 'can', name: 'Kanada' },
  { code: 'pol', name: 'Polandia' },
  { code: 'kor', name: 'Korea Selatan' },
  { code: 'jpn', name: 'Jepang' },
  { code: 'usa', name: 'Amerika Serikat' },
  { code: 'tur', name: 'Turki' },
  { code: 'nzl', name: 'Selandia Baru' },
  { code: 'che', name: 'Swiss' },
  { code: 'ger', name: 'Jerman' },
  { code: 'hun', name: 'Hungaria' },
];

// External partner sites: they open in a new tab with rel="noopener noreferrer".
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'services',
    label: 'Our Services',
    internal: [
      { label: 'Beasiswa', to: href('scholarships') },
      { label: 'Study Tour & Short Course', to: href('studyTour') },
    ],
    external: [
      { label: 'SIM Card Canada', href: 'https://simcard.niecindonesia.com' },
      { label: 'Internship', href: 'https://internship.niecindonesia.com' },
      { label: 'Study Tour', href: 'https://studytour.niecindonesia.com' },
      { label: 'Language Course', href: 'https://languagecourse.niecindonesia.com' },
      { label: 'Talent Mapping', href: 'https://talentmapping.niecindonesia.com' },
      { label: 'Accommodation', href: 'https://accommodation.niecindonesia.com' },
      { label: 'Airline Student Club', href: 'https://studentclub.niecindonesia.com' },
    ],
  },
  {
    id: 'study-abroad',
    label: 'Study Abroad',
    internal: [
      ...HEADER_COUNTRIES.map((c) => ({ label: c.name, to: href('country', { code: c.code }) })),
      { label: 'Bandingkan Negara', to: href('compareCountries') },
    ],
    external: [],
  },
  {
    id: 'event',
    label: 'Event',
    internal: [],
    external: [
      { label: 'World Education Festival', href: 'https://wef.niecindonesia.com' },
      { label: 'Info Session', href: 'https://infosession.niecindonesia.com' },
      { label: 'Global Youth', href: 'https://globalyouth.niecindonesia.com' },
    ],
  },
];

export const PRIMARY_LINKS: InternalLink[] = [
  { label: 'Beranda', to: href('home') },
  { label: 'Tentang Kami', to: href('about') },
  { label: 'Artikel', to: href('articles') },
  { label: 'Karier', to: href('vacancies') },
  { label: 'Merchandise', to: href('merchandise') },
  { label: 'Kontak', to: href('contact') },
];
