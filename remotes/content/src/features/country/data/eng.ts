import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'eng',
  name: 'Inggris',
  whyName: 'Inggris',
  tagline: 'Guide to Living and Study',
  intro:
    'Inggris memiliki universitas tertua di dunia berbahasa Inggris dan program studi yang ringkas: sarjana tiga tahun dan magister hanya satu tahun.',
  facts: {
    capital: 'London',
    language: 'Bahasa Inggris',
    currency: 'Pound sterling (GBP)',
    intake: 'September dan Januari',
  },
  why: [
    {
      title: 'Studi lebih singkat',
      text: 'Program S-1 umumnya tiga tahun dan S-2 satu tahun, sehingga total biaya kuliah dan hidup lebih hemat.',
    },
    {
      title: 'Reputasi akademik',
      text: 'Oxford, Cambridge, Imperial dan UCL konsisten berada di jajaran kampus terbaik dunia.',
    },
    {
      title: 'Graduate Route',
      text: 'Lulusan boleh tinggal dan bekerja di Inggris selama dua tahun (tiga tahun untuk doktor) tanpa sponsor.',
    },
    {
      title: 'Beasiswa bergengsi',
      text: 'Chevening dan beasiswa kampus terbuka bagi pelamar Indonesia dengan pengalaman kepemimpinan.',
    },
    {
      title: 'Kerja paruh waktu',
      text: 'Pelajar jenjang sarjana ke atas boleh bekerja 20 jam per minggu selama masa kuliah dan penuh waktu saat libur.',
    },
  ],
  campusTypes: [
    {
      type: 'University',
      ownership: 'Pemerintah dan Swasta',
      levels: 'S-1 s/d S-3',
      description: 'Universitas riset dan modern dengan ribuan pilihan program.',
    },
    {
      type: 'International Study Centre',
      ownership: 'Swasta (mitra universitas)',
      levels: 'Foundation dan International Year One',
      description: 'Jalur persiapan di dalam kampus bagi lulusan SMA sebelum masuk tahun pertama atau kedua.',
    },
    {
      type: 'Further Education College',
      ownership: 'Pemerintah',
      levels: 'Diploma dan Foundation Degree',
      description: 'Pendidikan vokasi dan jalur lanjutan ke universitas dengan biaya lebih rendah.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 3 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 1,1 juta', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 550 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 230 ribu', period: 'jam' },
  },
  costNote: 'Biaya hidup di London sekitar 30% lebih tinggi dibanding kota lain di Inggris.',
  workRights: '20 jam kerja per minggu selama masa kuliah, penuh waktu saat libur resmi.',
  cities: [
    { title: 'London', text: 'Ibu kota global dengan puluhan universitas, museum gratis dan jaringan kerja luas.' },
    { title: 'Manchester', text: 'Kota pelajar terbesar di luar London dengan biaya hidup lebih rendah.' },
    { title: 'Birmingham', text: 'Kota multikultural di tengah Inggris dengan komunitas Muslim yang besar.' },
    { title: 'Leeds', text: 'Kota muda yang ramai dengan kampus-kampus unggulan di bidang bisnis.' },
    { title: 'Liverpool', text: 'Kota pelabuhan bersejarah, rumah The Beatles dan biaya hidup bersahabat.' },
  ],
  thingsToDo: [
    {
      title: 'Big Ben dan Westminster',
      text: 'Jalan kaki menyusuri Sungai Thames dari Westminster hingga Tower Bridge.',
    },
    {
      title: 'British Museum',
      text: 'Museum gratis dengan koleksi sejarah dunia, dari Rosetta Stone hingga mumi Mesir.',
    },
    { title: 'Stonehenge', text: 'Monumen batu prasejarah yang misterius di dataran Salisbury.' },
    { title: 'Oxford dan Cambridge', text: 'Kota kampus tua dengan arsitektur abad pertengahan dan tradisi punting.' },
  ],
};
