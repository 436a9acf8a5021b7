import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'tur',
  name: 'Turki',
  whyName: 'Turki',
  tagline: 'Guide to Living and Study',
  intro:
    'Turki menjembatani Eropa dan Asia. Kampusnya mengikuti standar Eropa, suasananya ramah Muslim, dan biayanya jauh lebih ringan daripada negara Eropa Barat.',
  facts: {
    capital: 'Ankara',
    language: 'Bahasa Turki (banyak program berbahasa Inggris)',
    currency: 'Lira Turki (TRY)',
    intake: 'September dan Februari',
  },
  why: [
    {
      title: 'Beasiswa Türkiye Burslari',
      text: 'Beasiswa penuh dari pemerintah, termasuk asrama, tunjangan bulanan dan kursus bahasa Turki.',
    },
    {
      title: 'Ramah Muslim',
      text: 'Masjid dan makanan halal ada di mana-mana, membuat pelajar Indonesia cepat merasa di rumah.',
    },
    {
      title: 'Standar Eropa',
      text: 'Turki mengikuti Proses Bologna sehingga gelarnya diakui di negara-negara Eropa.',
    },
    {
      title: 'Biaya bersahabat',
      text: 'Biaya kuliah dan hidup jauh lebih rendah daripada negara Eropa Barat.',
    },
    {
      title: 'Kaya sejarah',
      text: 'Belajar di kota yang pernah menjadi pusat Kekaisaran Romawi Timur dan Utsmani.',
    },
  ],
  campusTypes: [
    {
      type: 'Devlet Üniversitesi',
      ownership: 'Negeri',
      levels: 'D-2 s/d S-3',
      description: 'Universitas negeri dengan biaya kuliah rendah dan seleksi berbasis nilai.',
    },
    {
      type: 'Vakıf Üniversitesi',
      ownership: 'Swasta (yayasan)',
      levels: 'D-2 s/d S-3',
      description: 'Universitas yayasan dengan banyak program berbahasa Inggris dan beasiswa parsial.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 800 ribu', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 500 ribu', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 120 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 60 ribu', period: 'jam' },
  },
  costNote: 'Kartu transportasi pelajar (öğrenci kart) memberi diskon besar di kota besar.',
  workRights: 'Boleh bekerja paruh waktu dengan izin kerja, umumnya mulai tahun kedua S-1.',
  cities: [
    { title: 'Istanbul', text: 'Kota dua benua dengan puluhan universitas dan sejarah panjang.' },
    { title: 'Ankara', text: 'Ibu kota dan kota pelajar dengan universitas negeri terbaik.' },
    { title: 'Izmir', text: 'Kota pesisir Aegea yang santai dan modern.' },
    { title: 'Bursa', text: 'Kota hijau di kaki Gunung Uludağ, bekas ibu kota Utsmani pertama.' },
    { title: 'Antalya', text: 'Kota pantai Mediterania yang cocok untuk studi pariwisata.' },
  ],
  thingsToDo: [
    { title: 'Hagia Sophia', text: 'Mahakarya arsitektur Bizantium dan Utsmani di Istanbul.' },
    { title: 'Cappadocia', text: 'Naik balon udara di atas cerobong peri saat matahari terbit.' },
    { title: 'Pamukkale', text: 'Teras kolam air panas berwarna putih seperti kapas.' },
    { title: 'Selat Bosphorus', text: 'Naik feri murah yang menyeberangkan Anda dari Eropa ke Asia.' },
  ],
};
