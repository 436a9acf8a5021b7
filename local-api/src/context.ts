import type { Catalogue } from './catalogue.js';
import type { Store } from './store.js';

/**
 * The API's mode (app.ts's modeFromEnv reads it from NODE_ENV). development (the default, for `npm start`, `npm run dev` and the tests): the stand-in admin
 * (GET /__admin/*) and the payment stand-in's status endpoint answer. production (NODE_ENV=production):
 * they do not exist. local-api is not a production backend either way (docs/local-api.md).
 */
export type ApiMode = 'development' | 'production';

/** What every route module receives. */
export interface ApiContext {
  /** Stand-in admin and payment status endpoints exist only in development (ApiMode above, app.ts). */
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
