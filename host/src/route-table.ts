import { matchPath } from 'react-router-dom';
import type { RemoteName, RemotePages } from '@niec/shared';

/**
 * The route manifest: every route of docs/product-rules.md#routes with all its facts, declared once. The render
 * server (status, caching, noindex, preview cards), the sitemap, robots.txt, the browser's router and bootstrap and
 * the remote loader all read them from here (docs/architecture.md#routes). The page a route mounts is its remote's
 * (exposes/routes.tsx), and so are the sitemap entries of a route with parameters (exposes/sitemap.ts).
 */
export interface RouteFacts<R extends RemoteName> {
  /** The URL pattern (react-router), unique in the table. */
  path: string;
  remote: R;
  /** The page the remote exposes for it (RemotePages in @niec/shared). */
  page: RemotePages[R];
  /** The title and description until the page sets its own (usePageMeta). */
  title: string;
  description: string;
  /** `private`: a buyer's own page: never stored by a shared cache, noindex, no preview card, kept from crawlers. */
  access: 'public' | 'private';
  /**
   * The query keys the page reads, its loader's included (`page`, `q`, a filter, `?tab=`); `any` for a private page,
   * which nothing keeps. The render server answers a public URL with any other key (`?utm_source=`, a random one) by
   * a redirect to the URL without it, which no cache keeps: such keys make no cache entry and no render.
   */
  query: readonly string[] | 'any';
  /** One record's page: when its API fails it answers 503 with the page's failure text, not a loading state. */
  detail: boolean;
  /** Its link-preview card (/og/<path>.png) and the word above the card's title; `none` for no card. */
  card: { kind: string | null } | 'none';
  /**
   * How it lists itself in /sitemap.xml: `path` its own path (a route without parameters), `remote` the URLs its
   * remote's sitemap source gives (exposes/sitemap.ts), `none` not at all. Listed in the order of this table.
   */
  sitemap: 'path' | 'remote' | 'none';
  /** `standalone` renders without the site's header and footer. */
  layout: 'main' | 'standalone';
}

/** A route of the site: typed so a page name must exist in its remote's contract. */
export type RouteEntry = { [R in RemoteName]: RouteFacts<R> }[RemoteName];

/** Every route of the site. A new route is one entry here (and its page in the remote's exposes/routes.tsx). */
export const ROUTES: RouteEntry[] = [
  {
    path: '/',
    remote: 'content',
    page: 'home',
    title: 'Konsultan Pendidikan Luar Negeri',
    description:
      'Kuliah di luar negeri bersama NIEC Indonesia: konsultasi gratis, panduan negara dan kampus, beasiswa dan study tour.',
    access: 'public',
    query: [],
    detail: false,
    card: { kind: null },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/about',
    remote: 'content',
    page: 'about',
    title: 'Tentang Kami',
    description: 'Kenali NIEC Indonesia: motivasi Dream, Act, Succeed dan enam alasan memilih kami.',
    access: 'public',
    query: [],
    detail: false,
    card: { kind: 'Tentang Kami' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/artikel',
    remote: 'content',
    page: 'articles',
    title: 'Artikel',
    description: 'Berita dan artikel terbaru seputar kuliah di luar negeri, beasiswa dan kehidupan pelajar.',
    access: 'public',
    query: ['kategori', 'q', 'page'],
    detail: false,
    card: { kind: 'Artikel' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/scholarship',
    remote: 'scholarship',
    page: 'scholarships',
    title: 'Beasiswa',
    description: 'Cari beasiswa luar negeri menurut universitas, negara, tipe pendanaan dan program.',
    access: 'public',
    query: ['university', 'country', 'tipe', 'program', 'dibuka', 'q', 'page'],
    detail: false,
    card: { kind: 'Beasiswa' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/study_tour',
    remote: 'scholarship',
    page: 'studyTour',
    title: 'Study Tour',
    description: 'Study tour dan short course ke luar negeri bersama NIEC Indonesia.',
    access: 'public',
    query: ['page'],
    detail: false,
    card: { kind: 'Study Tour' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/career',
    remote: 'careers',
    page: 'vacancies',
    title: 'Karier',
    description: 'Lowongan kerja di NIEC Indonesia: temukan posisi di kantor cabang kami.',
    access: 'public',
    query: ['area', 'kategori', 'page'],
    detail: false,
    card: { kind: 'Karier' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/merchandise',
    remote: 'shop',
    page: 'merchandise',
    title: 'Merchandise',
    description: 'Merchandise resmi NIEC Indonesia dan paket membership.',
    access: 'public',
    query: ['page', 'view', 'notice'],
    detail: false,
    card: { kind: 'Merchandise' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/contact_us',
    remote: 'content',
    page: 'contact',
    title: 'Hubungi Kami',
    description: 'Hubungi NIEC Indonesia: formulir konsultasi, alamat dan jam kerja kantor cabang.',
    access: 'public',
    query: ['tab', 'terkirim'],
    detail: false,
    card: { kind: 'Kontak' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/singaraja',
    remote: 'content',
    page: 'singaraja',
    title: 'Kantor Cabang Singaraja',
    description: 'Kantor cabang NIEC Indonesia di Singaraja: alamat, jam kerja, peta dan kontak.',
    access: 'public',
    query: [],
    detail: false,
    card: { kind: 'Kantor Singaraja' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/draf-formulir',
    remote: 'content',
    page: 'formDrafts',
    title: 'Draf Formulir di Perangkat Ini',
    description:
      'Draf formulir yang Anda setujui untuk disimpan di perangkat ini: apa yang disimpan, berapa lama, dan cara menghapus semuanya.',
    access: 'public',
    query: [],
    detail: false,
    card: { kind: 'Privasi' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/bandingkan-negara',
    remote: 'content',
    page: 'compareCountries',
    title: 'Bandingkan Negara',
    description:
      'Bandingkan dua sampai empat negara tujuan kuliah: biaya hidup per bulan dalam rupiah, jenis kampus, jenjang dan kota utama.',
    access: 'public',
    query: ['negara'],
    detail: false,
    card: { kind: 'Bandingkan Negara' },
    sitemap: 'path',
    layout: 'main',
  },
  {
    path: '/campus/:campusId',
    remote: 'content',
    page: 'campus',
    title: 'Kampus Partner',
    description: 'Profil kampus partner NIEC Indonesia: keunggulan, biaya dan program studi unggulan.',
    access: 'public',
    query: ['tab'],
    detail: false,
    card: { kind: 'Panduan Kampus' },
    sitemap: 'remote',
    layout: 'main',
  },
  {
    path: '/country/:code',
    remote: 'content',
    page: 'country',
    title: 'Panduan Negara',
    description: 'Panduan kuliah dan tinggal di luar negeri: biaya hidup, jenis kampus, kota dan tempat menarik.',
    access: 'public',
    query: [],
    detail: false,
    card: { kind: 'Panduan Negara' },
    sitemap: 'remote',
    layout: 'main',
  },
  {
    path: '/artikeldetail/:slug',
    remote: 'content',
    page: 'articleDetail',
    title: 'Artikel',
    description: 'Baca artikel NIEC Indonesia seputar kuliah di luar negeri.',
    access: 'public',
    query: [],
    detail: true,
    card: { kind: 'Artikel' },
    sitemap: 'remote',
    layout: 'main',
  },
  {
    path: '/career/:slug_title',
    remote: 'careers',
    page: 'vacancyDetail',
    title: 'Lowongan',
    description: 'Detail lowongan dan formulir lamaran NIEC Indonesia.',
    access: 'public',
    query: [],
    detail: true,
    card: { kind: 'Lowongan Kerja' },
    sitemap: 'remote',
    layout: 'main',
  },
  {
    path: '/MerchandiseDetail/:code_product',
    remote: 'shop',
    page: 'productDetail',
    title: 'Detail Merchandise',
    description: 'Detail merchandise NIEC Indonesia.',
    access: 'public',
    query: [],
    detail: true,
    card: { kind: 'Merchandise' },
    sitemap: 'remote',
    layout: 'main',
  },
  {
    path: '/merchandise/checkout',
    remote: 'shop',
    page: 'checkout',
    title: 'Checkout',
    description: 'Selesaikan pesanan merchandise NIEC Indonesia.',
    access: 'private',
    query: 'any',
    detail: false,
    card: 'none',
    sitemap: 'none',
    layout: 'main',
  },
  {
    path: '/merchandise/tracking/:id',
    remote: 'shop',
    page: 'tracking',
    title: 'Tracking Order',
    description: 'Lacak pengiriman pesanan merchandise NIEC Indonesia.',
    access: 'private',
    query: 'any',
    detail: false,
    card: 'none',
    sitemap: 'none',
    layout: 'standalone',
  },
];

/** The route a path belongs to (its pathname, without query or hash), or undefined: the site's 404. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname));
}
