export interface InternalLink {
  label: string;
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
      { label: 'Beasiswa', to: '/scholarship' },
      { label: 'Study Tour & Short Course', to: '/study_tour' },
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
      ...HEADER_COUNTRIES.map((c) => ({ label: c.name, to: `/country/${c.code}` as const })),
      { label: 'Bandingkan Negara', to: '/bandingkan-negara' },
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
  { label: 'Beranda', to: '/' },
  { label: 'Tentang Kami', to: '/about' },
  { label: 'Artikel', to: '/artikel' },
  { label: 'Karier', to: '/career' },
  { label: 'Merchandise', to: '/merchandise' },
  { label: 'Kontak', to: '/contact_us' },
];
