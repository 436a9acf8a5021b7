import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'kor',
  name: 'Korea Selatan',
  whyName: 'Korea Selatan',
  tagline: 'Guide to Living and Study',
  intro:
    'Korea Selatan bukan hanya negeri K-pop dan drama: negara ini adalah pusat teknologi Asia dengan kampus modern dan beasiswa pemerintah yang sangat kompetitif.',
  facts: {
    capital: 'Seoul',
    language: 'Bahasa Korea',
    currency: 'Won (KRW)',
    intake: 'Maret dan September',
  },
  why: [
    {
      title: 'Beasiswa Global Korea',
      text: 'Beasiswa GKS membiayai kuliah penuh plus satu tahun kursus bahasa Korea.',
    },
    {
      title: 'Industri teknologi',
      text: 'Kesempatan magang dan kerja di perusahaan teknologi dan manufaktur kelas dunia.',
    },
    {
      title: 'Biaya kuliah terjangkau',
      text: 'Biaya kuliah universitas negeri Korea jauh lebih rendah dibanding negara Barat.',
    },
    {
      title: 'Budaya yang dekat',
      text: 'Budaya populer Korea membuat adaptasi lebih mudah, dan komunitas Indonesia di Korea cukup besar.',
    },
    {
      title: 'Kerja paruh waktu',
      text: 'Pelajar dengan sertifikat TOPIK boleh bekerja hingga 25 jam per minggu.',
    },
  ],
  campusTypes: [
    {
      type: 'University',
      ownership: 'Negeri dan Swasta',
      levels: 'S-1 s/d S-3',
      description: 'Universitas nasional dan swasta dengan program berbahasa Korea maupun Inggris.',
    },
    {
      type: 'Junior College',
      ownership: 'Swasta',
      levels: 'Diploma (D-2 s/d D-3)',
      description: 'Pendidikan vokasi di bidang kecantikan, kuliner, teknik dan desain.',
    },
    {
      type: 'Korean Language Institute',
      ownership: 'Di bawah universitas',
      levels: 'Non-gelar (6-12 bulan)',
      description: 'Kursus bahasa Korea intensif sebagai persiapan masuk universitas.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 1 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 700 ribu', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 200 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 110 ribu', period: 'jam' },
  },
  costNote: 'Asrama kampus (gisuksa) adalah pilihan paling hemat di tahun pertama.',
  workRights: 'Boleh bekerja hingga 25 jam per minggu setelah memiliki sertifikat TOPIK.',
  cities: [
    { title: 'Seoul', text: 'Ibu kota modern dengan puluhan universitas top dan transportasi yang efisien.' },
    { title: 'Busan', text: 'Kota pelabuhan dengan pantai, pasar ikan dan festival film internasional.' },
    { title: 'Daegu', text: 'Kota pelajar dengan biaya hidup lebih rendah dan banyak kampus swasta.' },
    { title: 'Incheon', text: 'Kota bandara internasional dengan kampus-kampus global di Songdo.' },
    { title: 'Daejeon', text: 'Kota sains yang menjadi pusat lembaga riset dan KAIST.' },
  ],
  thingsToDo: [
    { title: 'Istana Gyeongbokgung', text: 'Berfoto dengan hanbok di istana utama Dinasti Joseon.' },
    { title: 'N Seoul Tower', text: 'Menikmati panorama Seoul dari Gunung Namsan.' },
    { title: 'Pulau Jeju', text: 'Pulau vulkanik dengan pantai, air terjun dan kebun jeruk.' },
    { title: 'Desa Hanok Bukchon', text: 'Rumah tradisional Korea di tengah kota Seoul.' },
  ],
};
