import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'hun',
  name: 'Hungaria',
  whyName: 'Hungaria',
  tagline: 'Guide to Living and Study',
  intro:
    'Hungaria menawarkan pendidikan berstandar Eropa dengan biaya yang ramah kantong. Budapest, ibu kotanya, dikenal sebagai salah satu kota terindah di Eropa Tengah.',
  facts: {
    capital: 'Budapest',
    language: 'Bahasa Hungaria (banyak program berbahasa Inggris)',
    currency: 'Forint (HUF)',
    intake: 'Februari dan September',
  },
  why: [
    {
      title: 'Biaya terjangkau',
      text: 'Biaya kuliah dan biaya hidup di Hungaria termasuk yang paling terjangkau di Uni Eropa, tanpa mengorbankan kualitas.',
    },
    {
      title: 'Kualitas standar Eropa',
      text: 'Gelar dari kampus Hungaria mengikuti Proses Bologna dan diakui di seluruh negara Uni Eropa.',
    },
    {
      title: 'Pendidikan kedokteran unggulan',
      text: 'Fakultas kedokteran Hungaria sudah puluhan tahun menerima mahasiswa internasional dan programnya diajarkan dalam bahasa Inggris.',
    },
    {
      title: 'Aman untuk pelajar',
      text: 'Hungaria berada di peringkat 15 dari 165 negara dalam Global Peace Index, sehingga nyaman bagi pelajar dan orang tua.',
    },
    {
      title: '70% lebih murah dari Amerika Serikat',
      text: 'Total biaya kuliah dan hidup di Hungaria sekitar 70% lebih murah dibanding kuliah di Amerika Serikat.',
    },
    {
      title: 'Jelajah Eropa Tengah',
      text: 'Letaknya di jantung Eropa: Wina, Praha dan Bratislava dapat dicapai dengan kereta hanya dalam beberapa jam.',
    },
  ],
  campusTypes: [
    {
      type: 'University',
      ownership: 'Pemerintah dan Swasta',
      levels: 'S-1 s/d S-3',
      description: 'Universitas negeri dan swasta dengan program berbahasa Inggris, termasuk kedokteran dan teknik.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 500 ribu', period: 'bulan' },
    food: { prefix: 'Mulai', amount: 'Rp 1,5 juta', period: 'bulan' },
    transport: { prefix: 'Mulai', amount: 'Rp 200 ribu', period: 'bulan' },
    partTime: { prefix: null, amount: 'Rp 10 - 15 juta', period: 'bulan' },
  },
  costNote: 'Perkiraan biaya per bulan; sewa kamar berbagi di luar pusat kota paling hemat.',
  workRights: 'Pelajar internasional boleh bekerja hingga 24 jam per minggu selama semester.',
  cities: [
    { title: 'Budapest', text: 'Ibu kota di tepi Sungai Danube, pusat kampus, budaya dan kehidupan malam.' },
    {
      title: 'Pecs',
      text: 'Kota universitas yang tenang dengan fakultas kedokteran berbahasa Inggris tertua di Hungaria.',
    },
  ],
  thingsToDo: [
    {
      title: 'Gedung Parlemen Hungaria',
      text: 'Bangunan neo-Gotik ikonis di tepi Danube, paling indah dilihat saat lampunya menyala di malam hari.',
    },
    {
      title: 'Basilika Santo Stefanus',
      text: 'Gereja terbesar di Budapest dengan menara pandang yang menyuguhkan panorama kota.',
    },
    {
      title: 'Gedung Opera Negara Hungaria',
      text: 'Gedung opera bergaya neo-Renaisans dengan tiket pertunjukan khusus pelajar yang terjangkau.',
    },
  ],
};
