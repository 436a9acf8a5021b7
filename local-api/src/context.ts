import type { ApiMode } from './app.js';
import type { Catalogue } from './catalogue.js';
import type { Store } from './store.js';

/** What every route module receives. */
export interface ApiContext {
  /** Stand-in admin and payment status endpoints exist only in development (see app.ts). */
  mode: ApiMode;
  store: Store;
  /** The bearer credential the consultancy API expects where docs/product-rules.md#config says so. */
  apiToken: string;
  /** The shipping aggregator's bearer key (its stand-in requires it, as the real aggregator does). */
  shippingToken: string;
  /** The records the API serves: the fixtures, grown by the seed scale (catalogue.ts). */
  catalogue: Catalogue;
  /** Public origin of this server, for absolute image URLs in seed data. */
  publicUrl: string;
}
