// '@niec/shared/share': the share control of the article, vacancy, product and study tour pages, apart from the
// main entry, so the home page's first load does not carry it. Not a singleton: each remote bundles it into the
// page that shows it, with its styles in that page's stylesheet, which the render server links in the head, and
// with the same class names on the server and in the browser (a singleton's copy on the server can be another
// remote's than in the browser). What it shares with the host (the server's origin, canonicalUrl) comes from
// the main entry, a singleton.
export { ShareControl, type ShareControlProps } from './share-control';
export { shareLinks, type ShareLinks } from './links';
export { useSiteOrigin } from './origin';
