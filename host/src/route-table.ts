import type { RemoteName, RemotePages } from '@niec/shared';

/** A route of the site: typed so a page name must exist in its remote's contract. */
export type RouteEntry = {
  [R in RemoteName]: { path: string; remote: R; page: RemotePages[R]; title: string; description: string };
}[RemoteName];

/** Every route of docs/product-rules.md#routes, each mapped lazily to the remote that owns it. */
export const ROUTES: RouteEntry[] = [
  {
    path: '/',
    remote: 'content',
    page: 'home',
    title: 'Konsultan Pendidikan Luar Negeri',
    description:
      'Kuliah di luar negeri bersama NIEC Indonesia: konsultasi gratis, panduan negara dan kampus, beasiswa dan study tour.',
  },
  {
    path: '/about',
    remote: 'content',
    page: 'about',
    title: 'Tentang Kami',
    description: 'Kenali NIEC Indonesia: motivasi Dream, Act, Succeed dan enam alasan memilih kami.',
  },
  {
    path: '/artikel',
    remote: 'content',
    page: 'articles',
    title: 'Artikel',
    description: 'Berita dan artikel terbaru seputar kuliah di luar negeri, beasiswa dan kehidupan pelajar.',
  },
  {
    path: '/artikeldetail/:slug',
    remote: 'content',
    page: 'articleDetail',
    title: 'Artikel',
    description: 'Baca artikel NIEC Indonesia seputar kuliah di luar negeri.',
  },
  {
    path: '/campus/:campusId',
    remote: 'content',
    page: 'campus',
    title: 'Kampus Partner',
    description: 'Profil kampus partner NIEC Indonesia: keunggulan, biaya dan program studi unggulan.',
  },
  {
    path: '/country/:code',
    remote: 'content',
    page: 'country',
    title: 'Panduan Negara',
    description: 'Panduan kuliah dan tinggal di luar negeri: biaya hidup, jenis kampus, kota dan tempat menarik.',
  },
  {
    path: '/bandingkan-negara',
    remote: 'content',
    page: 'compareCountries',
    title: 'Bandingkan Negara',
    description:
      'Bandingkan dua sampai empat negara tujuan kuliah: biaya hidup per bulan dalam rupiah, jenis kampus, jenjang dan kota utama.',
  },
  {
    path: '/contact_us',
    remote: 'content',
    page: 'contact',
    title: 'Hubungi Kami',
    description: 'Hubungi NIEC Indonesia: formulir konsultasi, alamat dan jam kerja kantor cabang.',
  },
  {
    path: '/singaraja',
    remote: 'content',
    page: 'singaraja',
    title: 'Kantor Cabang Singaraja',
    description: 'Kantor cabang NIEC Indonesia di Singaraja: alamat, jam kerja, peta dan kontak.',
  },
  {
    path: '/scholarship',
    remote: 'scholarship',
    page: 'scholarships',
    title: 'Beasiswa',
    description: 'Cari beasiswa luar negeri menurut universitas, negara, tipe pendanaan dan program.',
  },
  {
    path: '/study_tour',
    remote: 'scholarship',
    page: 'studyTour',
    title: 'Study Tour',
    description: 'Study tour dan short course ke luar negeri bersama NIEC Indonesia.',
  },
  {
    path: '/career',
    remote: 'careers',
    page: 'vacancies',
    title: 'Karier',
    description: 'Lowongan kerja di NIEC Indonesia: temukan posisi di kantor cabang kami.',
  },
  {
    path: '/career/:slug_title',
    remote: 'careers',
    page: 'vacancyDetail',
    title: 'Lowongan',
    description: 'Detail lowongan dan formulir lamaran NIEC Indonesia.',
  },
  {
    path: '/merchandise',
    remote: 'shop',
    page: 'merchandise',
    title: 'Merchandise',
    description: 'Merchandise resmi NIEC Indonesia dan paket membership.',
  },
  {
    path: '/merchandise/checkout',
    remote: 'shop',
    page: 'checkout',
    title: 'Checkout',
    description: 'Selesaikan pesanan merchandise NIEC Indonesia.',
  },
  {
    path: '/MerchandiseDetail/:code_product',
    remote: 'shop',
    page: 'productDetail',
    title: 'Detail Merchandise',
    description: 'Detail merchandise NIEC Indonesia.',
  },
];

/** Tracking renders outside the main layout: no site header or footer. */
export const TRACKING_ROUTE: RouteEntry = {
  path: '/merchandise/tracking/:id',
  remote: 'shop',
  page: 'tracking',
  title: 'Tracking Order',
  description: 'Lacak pengiriman pesanan merchandise NIEC Indonesia.',
};
