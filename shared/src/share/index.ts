// '@niec/shared/share': the share control of the article, vacancy, product and study tour pages. A singleton of
// its own (build/create-webpack-config.cjs), apart from the main entry, so the home page's first load does not
// carry it.
export { ShareControl, type ShareControlProps } from './share-control';
export { shareLinks, type ShareLinks } from './links';
export { SiteOriginContext, useSiteOrigin } from './origin';
