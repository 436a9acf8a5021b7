/** One URL for every route of docs/product-rules.md#routes (dynamic routes with a seeded id), for site-wide checks. */
export const SITE_ROUTES: { path: string; name: string }[] = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/artikel', name: 'articles' },
  { path: '/artikeldetail/panduan-beasiswa-australia-awards-2027', name: 'article detail' },
  { path: '/campus/melbourne', name: 'campus Melbourne' },
  { path: '/campus/ecu', name: 'campus ECU' },
  { path: '/campus/tafe', name: 'campus TAFE' },
  { path: '/country/aus', name: 'country Australia' },
  { path: '/country/ger', name: 'country Germany' },
  { path: '/contact_us', name: 'contact' },
  { path: '/singaraja', name: 'Singaraja' },
  { path: '/draf-formulir', name: 'form drafts' },
  { path: '/scholarship', name: 'scholarships' },
  { path: '/study_tour', name: 'study tour' },
  { path: '/career', name: 'careers' },
  { path: '/career/education-consultant-denpasar', name: 'vacancy detail' },
  { path: '/merchandise', name: 'merchandise' },
  { path: '/MerchandiseDetail/NIEC-001', name: 'product detail' },
  { path: '/merchandise/checkout', name: 'checkout' },
  { path: '/merchandise/tracking/TRK-0001', name: 'tracking' },
  { path: '/halaman-tidak-ada', name: '404' },
];

/** The twelve country guides (/country/<code>) and the country name their pages show. */
export const COUNTRY_GUIDES: [string, string][] = [
  ['aus', 'Australia'],
  ['can', 'Kanada'],
  ['jpn', 'Jepang'],
  ['kor', 'Korea Selatan'],
  ['nzl', 'Selandia Baru'],
  ['pol', 'Polandia'],
  ['tur', 'Turki'],
  ['usa', 'Amerika Serikat'],
  ['eng', 'Inggris'],
  ['che', 'Swiss'],
  ['ger', 'Jerman'],
  ['hun', 'Hungaria'],
];

/** The nine key pages the issues measure and the quality checks walk (the bench's phone section names the same). */
export const KEY_PAGES = [
  '/',
  '/artikel',
  '/country/aus',
  '/scholarship',
  '/study_tour',
  '/career',
  '/merchandise',
  '/MerchandiseDetail/NIEC-001',
  '/contact_us',
];
