import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'jpn',
  name: 'Jepang',
  whyName: 'Jepang',
  tagline: 'Guide to Living and Study',
  intro:
    'Jepang memadukan teknologi mutakhir dengan tradisi yang terjaga. Banyak pelajar Indonesia memulai dari sekolah bahasa Jepang sebelum melanjutkan ke universitas atau sekolah kejuruan.',
  facts: {
    capital: 'Tokyo',
    language: 'Bahasa Jepang',
    currency: 'Yen (JPY)',
    intake: 'April dan Oktober',
  },
  why: [
    {
      title: 'Pusat teknologi dan riset',
      text: 'Kampus Jepang unggul di bidang teknik, robotika dan sains dengan fasilitas laboratorium kelas dunia.',
    },
    {
      title: 'Banyak beasiswa',
      text: 'Beasiswa MEXT dari pemerintah serta JASSO dan beasiswa kampus tersedia untuk berbagai jenjang.',
    },
    {
      title: 'Kerja paruh waktu',
      text: 'Dengan izin kegiatan tambahan, pelajar boleh bekerja hingga 28 jam per minggu.',
    },
    {
      title: 'Aman dan tertib',
      text: 'Transportasi umum tepat waktu dan tingkat kriminalitas sangat rendah, nyaman bagi pelajar perempuan.',
    },
    {
      title: 'Peluang kerja setelah lulus',
      text: 'Perusahaan Jepang aktif merekrut lulusan asing yang fasih berbahasa Jepang.',
    },
  ],
  campusTypes: [
    {
      type: 'Daigaku (University)',
      ownership: 'Negeri dan Swasta',
      levels: 'S-1 s/d S-3',
      description: 'Universitas nasional, publik daerah dan swasta; sebagian menawarkan program berbahasa Inggris.',
    },
    {
      type: 'Senmon Gakko',
      ownership: 'Swasta',
      levels: 'Diploma (D-2 s/d D-4)',
      description: 'Sekolah kejuruan yang praktis di bidang animasi, kuliner, otomotif dan perhotelan.',
    },
    {
      type: 'Sekolah Bahasa Jepang',
      ownership: 'Swasta',
      levels: 'Non-gelar (1-2 tahun)',
      description: 'Jalur persiapan bahasa dan ujian masuk sebelum melanjutkan ke universitas.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 1,3 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 800 ribu', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 300 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 115 ribu', period: 'jam' },
  },
  costNote: 'Biaya hidup di Fukuoka dan Osaka lebih hemat dibanding pusat kota Tokyo.',
  workRights: 'Boleh bekerja hingga 28 jam per minggu dengan izin kegiatan tambahan.',
  cities: [
    { title: 'Tokyo', text: 'Metropolitan terbesar dengan ratusan kampus dan peluang kerja paruh waktu.' },
    { title: 'Osaka', text: 'Kota ramah dan terkenal dengan kulinernya, biaya hidup lebih rendah dari Tokyo.' },
    { title: 'Kyoto', text: 'Kota budaya dengan ribuan kuil dan universitas riset ternama.' },
    { title: 'Fukuoka', text: 'Kota pesisir yang dekat dengan Asia Tenggara dan nyaman untuk pelajar.' },
    { title: 'Nagoya', text: 'Pusat industri otomotif dengan kampus teknik unggulan.' },
  ],
  thingsToDo: [
    { title: 'Gunung Fuji', text: 'Mendaki di musim panas atau menikmati pemandangannya dari Danau Kawaguchi.' },
    { title: 'Kuil Fushimi Inari', text: 'Ribuan gerbang torii merah di perbukitan Kyoto.' },
    { title: 'Hanami', text: 'Piknik di bawah bunga sakura yang bermekaran setiap awal April.' },
    { title: 'Tokyo Skytree', text: 'Menara tertinggi di Jepang dengan panorama kota Tokyo.' },
  ],
};
