// The public entry of @niec/shared: the only module remotes and the host import from it.
export * from './config/config';
export * from './api/clients';
export * from './format/format';
export * from './types/entities';
// The cart store is '@niec/shared/cart', loaded by the pages that use it; its types and the header's count are here.
export type { CartItem, CartItemInput, CartMetadata, CartState } from './cart/cart-types';
export { useCartCount, whenCartStore, provideCartStore, type CartStoreHandle } from './cart/cart-count';
export * from './remotes/contract';
export * from './remotes/lazy';
export * from './data/route-data';
export * from './data/boot';
export * from './meta/page-meta';
export { serializeJsonLd, type JsonLd } from './meta/json-ld';
export { Loading, StatusMessage, LoadError, Notice } from './ui/status';
export { ScriptRequired, NEEDS_SCRIPT } from './ui/script-required';
export { ExternalLink, type ExternalLinkProps } from './ui/external-link';
export { ContinueOnWhatsApp, whatsappMessageUrl } from './ui/continue-on-whatsapp';
export { FieldShell, uiClasses, type FieldControlProps } from './ui/field';
export { NotFoundPage } from './ui/not-found';
export { StaticHtml, type StaticHtmlProps } from './ui/static-html';
// One way to keep the server's HTML through hydration, for StaticHtml and '@niec/shared/html''s SafeHtml.
export { SERVER_HTML_KEPT, useServerHtmlKept } from './ui/server-html';
export { beforeHydration, endServerView, markRootHydrated, useHydrated } from './ui/hydrated';
// The list kit (pages, search) is '@niec/shared/lists', loaded by the list pages only; their query keys are here.
export { PAGE_PARAM, SEARCH_PARAM } from './lists/keys';
export { useAsync, type AsyncState } from './hooks/use-async';
export { SOCIAL_LINKS, CONTACT_EMAIL, type ExternalLink as SiteLink } from './site/site-info';
export {
  PRESS_ATTRIBUTE,
  PRESS_QUEUED_ATTRIBUTE,
  PRESS_GLOBAL,
  pressMarker,
  pressReadyRef,
  pressContractLive,
  type PressContract,
} from './press/press';
export { PressButton, type PressButtonProps } from './ui/press-button';
// The routes (also `@niec/shared/routes`): in the main entry, so one copy serves the host and every page.
export * from './routes/routes';
