import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'can',
  name: 'Kanada',
  whyName: 'Kanada',
  tagline: 'Guide to Living and Study',
  intro:
    'Kanada dikenal dengan kualitas hidup yang tinggi, masyarakat yang ramah dan kebijakan yang terbuka bagi lulusan internasional yang ingin berkarier setelah lulus.',
  facts: {
    capital: 'Ottawa',
    language: 'Bahasa Inggris dan Prancis',
    currency: 'Dolar Kanada (CAD)',
    intake: 'Januari, Mei dan September',
  },
  why: [
    {
      title: 'Kualitas hidup tinggi',
      text: 'Kota-kota Kanada rutin masuk daftar kota paling layak huni di dunia, dengan layanan publik yang baik.',
    },
    {
      title: 'Lebih terjangkau dari Amerika',
      text: 'Biaya kuliah di Kanada umumnya lebih rendah dibanding kampus setara di Amerika Serikat.',
    },
    {
      title: 'Izin kerja setelah lulus',
      text: 'Post-Graduation Work Permit (PGWP) memungkinkan lulusan bekerja hingga tiga tahun.',
    },
    {
      title: 'Jalur College yang praktis',
      text: 'Program Diploma dan Graduate Certificate di college dirancang bersama industri dan mencakup co-op atau magang.',
    },
    {
      title: 'Aman dan multikultural',
      text: 'Hampir seperempat penduduk Kanada lahir di luar negeri, sehingga pendatang mudah beradaptasi.',
    },
  ],
  campusTypes: [
    {
      type: 'University',
      ownership: 'Pemerintah',
      levels: 'S-1 s/d S-3',
      description: 'Universitas negeri provinsi dengan program riset dan sarjana empat tahun.',
    },
    {
      type: 'College',
      ownership: 'Pemerintah',
      levels: 'Certificate, Diploma s/d Graduate Certificate',
      description: 'Pendidikan terapan satu hingga tiga tahun dengan program co-op berbayar.',
    },
    {
      type: 'Private Career College',
      ownership: 'Swasta',
      levels: 'Certificate dan Diploma',
      description: 'Program singkat berorientasi kerja di bidang bisnis, desain dan hospitality.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 2,5 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 1 juta', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 450 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 180 ribu', period: 'jam' },
  },
  costNote: 'Siapkan pakaian musim dingin; biaya pemanas biasanya sudah termasuk sewa asrama.',
  workRights: 'Boleh bekerja hingga 24 jam per minggu di luar kampus selama semester.',
  cities: [
    { title: 'Toronto', text: 'Kota terbesar dan pusat bisnis Kanada dengan komunitas Indonesia yang aktif.' },
    { title: 'Vancouver', text: 'Kota pesisir berlatar pegunungan dengan iklim paling hangat di Kanada.' },
    { title: 'Montreal', text: 'Kota berbahasa Prancis yang artistik dengan biaya hidup lebih rendah.' },
    { title: 'Calgary', text: 'Kota energi dekat Pegunungan Rocky dengan pajak provinsi yang rendah.' },
    { title: 'Ottawa', text: 'Ibu kota yang tenang dengan kampus bilingual dan banyak museum nasional.' },
  ],
  thingsToDo: [
    {
      title: 'Air Terjun Niagara',
      text: 'Perjalanan sehari dari Toronto ke air terjun paling terkenal di Amerika Utara.',
    },
    { title: 'Banff National Park', text: 'Danau biru kehijauan dan puncak bersalju di Pegunungan Rocky.' },
    { title: 'CN Tower', text: 'Menara 553 meter dengan lantai kaca dan pemandangan Danau Ontario.' },
    { title: 'Old Quebec', text: 'Kota tua berbenteng bernuansa Eropa, cantik saat festival musim dingin.' },
  ],
};
