import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'nzl',
  name: 'Selandia Baru',
  whyName: 'Selandia Baru',
  tagline: 'Guide to Living and Study',
  intro:
    'Selandia Baru menawarkan alam yang menakjubkan, masyarakat yang ramah dan sistem pendidikan berbasis praktik. Seluruh universitasnya masuk jajaran 3% terbaik dunia.',
  facts: {
    capital: 'Wellington',
    language: 'Bahasa Inggris dan Maori',
    currency: 'Dolar Selandia Baru (NZD)',
    intake: 'Februari dan Juli',
  },
  why: [
    {
      title: 'Negara teraman',
      text: 'Selandia Baru selalu berada di jajaran teratas Global Peace Index, nyaman untuk pelajar dan keluarga.',
    },
    {
      title: 'Kualitas universitas merata',
      text: 'Kedelapan universitasnya masuk peringkat dunia, jadi Anda bebas memilih kota tanpa mengorbankan kualitas.',
    },
    {
      title: 'Belajar lewat praktik',
      text: 'Perkuliahan menekankan proyek, riset terapan dan kerja sama dengan industri.',
    },
    {
      title: 'Izin kerja setelah lulus',
      text: 'Post-study work visa hingga tiga tahun bagi lulusan jenjang sarjana ke atas.',
    },
    {
      title: 'Kerja paruh waktu',
      text: 'Pelajar boleh bekerja hingga 25 jam per minggu selama semester.',
    },
  ],
  campusTypes: [
    {
      type: 'University',
      ownership: 'Pemerintah',
      levels: 'S-1 s/d S-3',
      description: 'Delapan universitas negeri berperingkat dunia.',
    },
    {
      type: 'Institute of Technology (Politeknik)',
      ownership: 'Pemerintah',
      levels: 'Certificate s/d Bachelor',
      description: 'Pendidikan terapan dengan praktik kerja dan kelas kecil.',
    },
    {
      type: 'Private Training Establishment',
      ownership: 'Swasta',
      levels: 'Certificate dan Diploma',
      description: 'Kursus bahasa Inggris, hospitality dan bisnis dengan intake fleksibel.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 2,2 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 900 ribu', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 400 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 230 ribu', period: 'jam' },
  },
  costNote: 'Christchurch dan Dunedin lebih hemat dibanding Auckland.',
  workRights: 'Boleh bekerja hingga 25 jam per minggu selama semester dan penuh waktu saat libur.',
  cities: [
    { title: 'Auckland', text: 'Kota terbesar dengan banyak kampus dan peluang kerja paruh waktu.' },
    { title: 'Wellington', text: 'Ibu kota yang kreatif dan kompak, pusat pemerintahan dan film.' },
    { title: 'Christchurch', text: 'Kota taman di Pulau Selatan dengan biaya hidup lebih rendah.' },
    { title: 'Hamilton', text: 'Kota pelajar yang tenang di tengah Pulau Utara.' },
    { title: 'Dunedin', text: 'Kota kampus bernuansa Skotlandia, rumah University of Otago.' },
  ],
  thingsToDo: [
    { title: 'Milford Sound', text: 'Fjord dengan tebing curam dan air terjun di Fiordland.' },
    { title: 'Hobbiton', text: 'Lokasi syuting film The Lord of the Rings di Matamata.' },
    { title: 'Queenstown', text: 'Ibu kota petualangan: bungee jumping, ski dan jet boat.' },
    { title: 'Rotorua', text: 'Geotermal, kolam lumpur panas dan budaya Maori.' },
  ],
};
