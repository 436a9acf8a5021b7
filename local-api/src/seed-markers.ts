/**
 * Records every grown catalogue holds (LOCAL_API_SEED_SCALE large enough to generate any record of
 * the kind): the first generated article and scholarship carry a word no other record has, so a
 * test can search for it and expect exactly one result. No imports here: e2e specs and the bench
 * read these constants without loading the API.
 */
export const GROWN_ARTICLE = {
  /** The only record whose title (or subtitle, or body) holds this word. */
  word: 'Zamrud',
  /** Its category (Event). */
  category: 'event',
  /** Created (and updated) last of all published articles: the first card of /artikel, newest first. */
  createdAt: '2026-11-20 09:00:00',
  title: 'Festival Budaya Zamrud Khatulistiwa di Kampus Melbourne — Catatan 0024',
  slug: 'festival-budaya-zamrud-khatulistiwa-di-kampus-melbourne-catatan-0024',
} as const;

/** The 24th record of /website/scholarship (after the 23 fixtures): search for its word to find it. */
export const GROWN_SCHOLARSHIP = {
  /** The only record whose name (or description) holds this word. */
  word: 'Cendrawasih',
  name: 'Cendrawasih Fellowship for Indonesian Researchers 0024',
} as const;

/** The first generated product (grown catalogues of scale 36 and more, i.e. more than the 8 fixtures). */
export const GROWN_PRODUCT_CODE = 'NIEC-G001';

/** The seed scale of the grown site the e2e specs and the bench measure with. */
export const GROWN_SCALE = 1000;
