import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../config/config';
import type { RemotePages } from '../remotes/contract';

/**
 * The site's routes (docs/architecture.md#routes), declared once: what the browser needs of each. The host's
 * router and bootstrap, its nav, header and footer and every remote page build their paths with `href()` and read
 * their titles here; what only the render server needs of a route (access, query keys, card, sitemap) is
 * `@niec/shared/routes/server`, keyed by the same ids, so the browser never loads it. Exported by the package's
 * main entry (a singleton of the federation) and named by `@niec/shared/routes`: one copy per page.
 */
interface RouteDeclaration<R extends RemoteName> {
  /** The URL pattern (react-router): `:name` is a parameter. Unique among the routes. */
  path: `/${string}`;
  remote: R;
  /** The page the remote exposes for it (RemotePages in @niec/shared). */
  page: RemotePages[R];
  /**
   * The title and description the host sets until the page sets its own (usePageMeta); a page whose own are
   * these reads them here. Descriptions stay in the browser: the head is rewritten by the page's meta when it
   * hydrates.
   */
  title: string;
  description: string;
  /** `standalone` renders without the site's header and footer. */
  layout: 'main' | 'standalone';
}

type AnyRoute = { [R in RemoteName]: RouteDeclaration<R> }[RemoteName];

/**
 * Every route, by its id, in the sitemap's order (routes without parameters first). A new route is one entry here,
 * its server facts in ./server.ts, and its page in the remote's exposes/routes.tsx.
 */
export const ROUTES = {
  home: {
    path: '/',
    remote: 'content',
    page: 'home',
    title: 'Konsultan Pendidikan Luar Negeri',
    description:
      'Kuliah di luar negeri bersama NIEC Indonesia: konsultasi gratis, panduan negara dan kampus, beasiswa dan study tour.',
    layout: 'main',
  },
  about: {
    path: '/about',
    remote: 'content',
    page: 'about',
    title: 'Tentang Kami',
    description: 'Kenali NIEC Indonesia: motivasi Dream, Act, Succeed dan enam alasan memilih kami.',
    layout: 'main',
  },
  articles: {
    path: '/artikel',
    remote: 'content',
    page: 'articles',
    title: 'Artikel',
    description: 'Berita dan artikel terbaru seputar kuliah di luar negeri, beasiswa dan kehidupan pelajar.',
    layout: 'main',
  },
  scholarships: {
    path: '/scholarship',
    remote: 'scholarship',
    page: 'scholarships',
    title: 'Beasiswa',
    description: 'Cari beasiswa luar negeri menurut universitas, negara, tipe pendanaan dan program.',
    layout: 'main',
  },
  studyTour: {
    path: '/study_tour',
    remote: 'scholarship',
    page: 'studyTour',
    title: 'Study Tour',
    description: 'Study tour dan short course ke luar negeri bersama NIEC Indonesia.',
    layout: 'main',
  },
  vacancies: {
    path: '/career',
    remote: 'careers',
    page: 'vacancies',
    title: 'Karier',
    description: 'Lowongan kerja di NIEC Indonesia: temukan posisi di kantor cabang kami.',
    layout: 'main',
  },
  merchandise: {
    path: '/merchandise',
    remote: 'shop',
    page: 'merchandise',
    title: 'Merchandise',
    description: 'Merchandise resmi NIEC Indonesia dan paket membership.',
    layout: 'main',
  },
  contact: {
    path: '/contact_us',
    remote: 'content',
    page: 'contact',
    title: 'Hubungi Kami',
    description: 'Hubungi NIEC Indonesia: formulir konsultasi, alamat dan jam kerja kantor cabang.',
    layout: 'main',
  },
  singaraja: {
    path: '/singaraja',
    remote: 'content',
    page: 'singaraja',
    title: 'Kantor Cabang Singaraja',
    description: 'Kantor cabang NIEC Indonesia di Singaraja: alamat, jam kerja, peta dan kontak.',
    layout: 'main',
  },
  formDrafts: {
    path: '/draf-formulir',
    remote: 'content',
    page: 'formDrafts',
    title: 'Draf Formulir di Perangkat Ini',
    description:
      'Draf formulir yang Anda setujui untuk disimpan di perangkat ini: apa yang disimpan, berapa lama, dan cara menghapus semuanya.',
    layout: 'main',
  },
  compareCountries: {
    path: '/bandingkan-negara',
    remote: 'content',
    page: 'compareCountries',
    title: 'Bandingkan Negara',
    description:
      'Bandingkan dua sampai empat negara tujuan kuliah: biaya hidup per bulan dalam rupiah, jenis kampus, jenjang dan kota utama.',
    layout: 'main',
  },
  search: {
    path: '/cari',
    remote: 'content',
    page: 'search',
    title: 'Cari',
    description: 'Cari di seluruh situs NIEC Indonesia.',
    layout: 'main',
  },
  saved: {
    path: '/tersimpan',
    remote: 'content',
    page: 'saved',
    title: 'Tersimpan',
    description: 'Yang Anda simpan di perangkat ini.',
    layout: 'main',
  },
  campus: {
    path: '/campus/:campusId',
    remote: 'content',
    page: 'campus',
    title: 'Kampus Partner',
    description: 'Profil kampus partner NIEC Indonesia: keunggulan, biaya dan program studi unggulan.',
    layout: 'main',
  },
  country: {
    path: '/country/:code',
    remote: 'content',
    page: 'country',
    title: 'Panduan Negara',
    description: 'Panduan kuliah dan tinggal di luar negeri: biaya hidup, jenis kampus, kota dan tempat menarik.',
    layout: 'main',
  },
  articleDetail: {
    path: '/artikeldetail/:slug',
    remote: 'content',
    page: 'articleDetail',
    title: 'Artikel',
    description: 'Baca artikel NIEC Indonesia seputar kuliah di luar negeri.',
    layout: 'main',
  },
  vacancyDetail: {
    path: '/career/:slug_title',
    remote: 'careers',
    page: 'vacancyDetail',
    title: 'Lowongan',
    description: 'Detail lowongan dan formulir lamaran NIEC Indonesia.',
    layout: 'main',
  },
  productDetail: {
    path: '/MerchandiseDetail/:code_product',
    remote: 'shop',
    page: 'productDetail',
    title: 'Detail Merchandise',
    description: 'Detail merchandise NIEC Indonesia.',
    layout: 'main',
  },
  checkout: {
    path: '/merchandise/checkout',
    remote: 'shop',
    page: 'checkout',
    title: 'Checkout',
    description: 'Selesaikan pesanan merchandise NIEC Indonesia.',
    layout: 'main',
  },
  tracking: {
    path: '/merchandise/tracking/:id',
    remote: 'shop',
    page: 'tracking',
    title: 'Tracking Order',
    description: 'Lacak pengiriman pesanan merchandise NIEC Indonesia.',
    layout: 'standalone',
  },
} as const satisfies Record<string, AnyRoute>;

/** A route's stable id: `articles`, `articleDetail`, … */
export type RouteId = keyof typeof ROUTES;

/** Every route id, in the table's order. */
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The path pattern of a route: `'/artikeldetail/:slug'`. */
export type RoutePath<Id extends RouteId> = (typeof ROUTES)[Id]['path'];

/** The names of a path pattern's parameters: `'/career/:slug_title'` → `'slug_title'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a route's parameters, each required: `{ slug: string }` for `articleDetail`. */
export type RouteParams<Id extends RouteId> = { readonly [Name in ParamNames<RoutePath<Id>>]: string | number };

/** A query to append: a key with `undefined` or `null` is left out. */
export type RouteQuery = Readonly<Record<string, string | number | null | undefined>> | URLSearchParams;

/** href's arguments after the id: the parameters when (and only when) the path has them, then an optional query. */
export type HrefArgs<Id extends RouteId> = [ParamNames<RoutePath<Id>>] extends [never]
  ? [params?: undefined, query?: RouteQuery]
  : [params: RouteParams<Id>, query?: RouteQuery];

/**
 * The path of a route, its parameters filled in (each encoded), with the query if one is given:
 * `href('articleDetail', { slug: 'a b' })` → `/artikeldetail/a%20b`; `href('vacancies', undefined, { page: 2 })` →
 * `/career?page=2`.
 */
export function href<Id extends RouteId>(id: Id, ...[params, query]: HrefArgs<Id>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {})
            .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
            .map(([key, value]) => [key, String(value)]),
        );
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** One route with its id, as matchRoute gives it. */
export type SiteRoute = { [Id in RouteId]: (typeof ROUTES)[Id] & { id: Id } }[RouteId];

/** Every route with its id, in the table's order. */
export const SITE_ROUTES: readonly SiteRoute[] = ROUTE_IDS.map((id) => ({ ...ROUTES[id], id }) as SiteRoute);

/** The route a path belongs to (its pathname, without query or hash), or undefined: the site's 404. */
export function matchRoute(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find((route) => matchPath(route.path, pathname));
}
