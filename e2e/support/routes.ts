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

/** A cart with one product, so checkout does not send the visitor back to the list. */
export const ONE_ITEM_CART = JSON.stringify({
  state: {
    items: [
      {
        id: 1,
        price: 150000,
        quantity: 1,
        itemTotal: 150000,
        name_product: 'Kaos NIEC Study Abroad',
        code_product: 'NIEC-001',
        is_with_member: 0,
      },
    ],
    metadata: {},
  },
  version: 1,
});
