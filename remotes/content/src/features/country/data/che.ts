import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'che',
  name: 'Swiss',
  whyName: 'Swiss',
  tagline: 'Guide to Living and Study',
  intro:
    'Swiss terkenal dengan sekolah manajemen perhotelan terbaik di dunia dan universitas teknik kelas atas, di tengah panorama Pegunungan Alpen.',
  facts: {
    capital: 'Bern',
    language: 'Bahasa Jerman, Prancis dan Italia',
    currency: 'Franc Swiss (CHF)',
    intake: 'Februari, April dan September',
  },
  why: [
    {
      title: 'Kiblat hospitality dunia',
      text: 'Sekolah perhotelan Swiss menjadi rujukan industri hotel dan pariwisata internasional.',
    },
    {
      title: 'Magang berbayar',
      text: 'Banyak program menyertakan semester magang berbayar di hotel dan resor Swiss.',
    },
    {
      title: 'Universitas teknik kelas dunia',
      text: 'ETH Zurich dan EPFL konsisten masuk 20 besar dunia di bidang sains dan teknik.',
    },
    {
      title: 'Multibahasa',
      text: 'Belajar di lingkungan empat bahasa nasional dan komunitas internasional.',
    },
    {
      title: 'Aman dan tertata',
      text: 'Kota-kotanya bersih, aman dan terhubung dengan kereta yang tepat waktu.',
    },
  ],
  campusTypes: [
    {
      type: 'Federal Institute of Technology',
      ownership: 'Pemerintah federal',
      levels: 'S-1 s/d S-3',
      description: 'ETH Zurich dan EPFL, pusat riset sains dan teknik.',
    },
    {
      type: 'Cantonal University',
      ownership: 'Pemerintah kanton',
      levels: 'S-1 s/d S-3',
      description: 'Universitas riset di Zurich, Jenewa, Lausanne, Bern dan kota lainnya.',
    },
    {
      type: 'Hotel Management School',
      ownership: 'Swasta',
      levels: 'Diploma s/d S-2',
      description: 'Pendidikan perhotelan berbahasa Inggris dengan magang berbayar.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 4,5 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 1,8 juta', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 600 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 350 ribu', period: 'jam' },
  },
  costNote: 'Sekolah perhotelan umumnya sudah termasuk asrama dan makan di kampus.',
  workRights: 'Boleh bekerja hingga 15 jam per minggu selama semester.',
  cities: [
    { title: 'Zurich', text: 'Kota keuangan terbesar Swiss, rumah ETH Zurich.' },
    { title: 'Jenewa', text: 'Kota diplomasi dengan kantor PBB dan organisasi internasional.' },
    { title: 'Lausanne', text: 'Kota pelajar di tepi Danau Jenewa, rumah EPFL dan sekolah perhotelan.' },
    { title: 'Montreux', text: 'Kota resor yang terkenal dengan festival jazz dan kampus hospitality.' },
    { title: 'Lucerne', text: 'Kota tua berpemandangan danau dan gunung yang memesona.' },
  ],
  thingsToDo: [
    { title: 'Matterhorn', text: 'Puncak piramida ikonis yang dapat dinikmati dari desa Zermatt.' },
    { title: 'Jungfraujoch', text: 'Naik kereta ke "Top of Europe" di ketinggian 3.454 meter.' },
    { title: 'Danau Jenewa', text: 'Berlayar di danau sambil memandang kebun anggur Lavaux.' },
    { title: 'Chapel Bridge Lucerne', text: 'Jembatan kayu beratap tertua di Eropa.' },
  ],
};
