import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'pol',
  name: 'Polandia',
  whyName: 'Polandia',
  tagline: 'Guide to Living and Study',
  intro:
    'Polandia adalah pintu masuk terjangkau ke pendidikan Uni Eropa. Kota-kotanya bersejarah, aman dan ramah pelajar, dengan ratusan program berbahasa Inggris.',
  facts: {
    capital: 'Warsawa',
    language: 'Bahasa Polandia (banyak program berbahasa Inggris)',
    currency: 'Zloty (PLN)',
    intake: 'Februari dan Oktober',
  },
  why: [
    {
      title: 'Biaya terjangkau di Uni Eropa',
      text: 'Biaya kuliah dan biaya hidup termasuk yang paling rendah di antara negara Uni Eropa.',
    },
    {
      title: 'Program berbahasa Inggris',
      text: 'Ratusan program S-1 dan S-2 diajarkan dalam bahasa Inggris, dari bisnis hingga informatika.',
    },
    {
      title: 'Akses Schengen',
      text: 'Izin tinggal pelajar memungkinkan Anda bepergian ke negara-negara Schengen saat libur.',
    },
    {
      title: 'Gelar diakui Eropa',
      text: 'Sistem ECTS membuat gelar dan kredit Anda diakui di seluruh Eropa.',
    },
    {
      title: 'Bebas bekerja saat kuliah',
      text: 'Mahasiswa penuh waktu boleh bekerja tanpa izin kerja tambahan.',
    },
  ],
  campusTypes: [
    {
      type: 'Public University',
      ownership: 'Pemerintah',
      levels: 'S-1 s/d S-3',
      description: 'Universitas negeri dengan tradisi akademik panjang, seperti di Kraków dan Warsawa.',
    },
    {
      type: 'Private University',
      ownership: 'Swasta',
      levels: 'S-1 s/d S-2',
      description: 'Kampus swasta berbahasa Inggris dengan beasiswa parsial dan intake Februari.',
    },
    {
      type: 'Academy of Applied Sciences',
      ownership: 'Pemerintah',
      levels: 'S-1 terapan',
      description: 'Pendidikan tinggi vokasi dengan praktik di industri.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 1,2 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 700 ribu', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 150 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 100 ribu', period: 'jam' },
  },
  costNote: 'Kartu pelajar memberi diskon 50% untuk kereta dan transportasi kota.',
  workRights: 'Mahasiswa penuh waktu boleh bekerja tanpa izin kerja selama masa studi.',
  cities: [
    { title: 'Warsawa', text: 'Ibu kota yang dinamis dengan kampus swasta berbahasa Inggris dan pusat bisnis.' },
    { title: 'Kraków', text: 'Kota tua yang cantik, rumah Universitas Jagiellonian.' },
    { title: 'Wrocław', text: 'Kota sungai dengan banyak perusahaan teknologi dan jasa.' },
    { title: 'Gdańsk', text: 'Kota pelabuhan di Laut Baltik dengan pantai yang dekat.' },
    { title: 'Poznań', text: 'Kota pelajar yang hidup dengan biaya yang bersahabat.' },
  ],
  thingsToDo: [
    { title: 'Kota Tua Warsawa', text: 'Alun-alun warna-warni yang dibangun ulang setelah Perang Dunia II.' },
    { title: 'Kastil Wawel', text: 'Kastil kerajaan di atas bukit di tepi Sungai Vistula, Kraków.' },
    {
      title: 'Tambang Garam Wieliczka',
      text: 'Kapel dan patung yang dipahat dari garam ratusan meter di bawah tanah.',
    },
    { title: 'Pantai Sopot', text: 'Dermaga kayu terpanjang di Eropa di pesisir Baltik.' },
  ],
};
