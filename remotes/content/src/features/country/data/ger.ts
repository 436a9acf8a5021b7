import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'ger',
  name: 'Jerman',
  whyName: 'Germany',
  tagline: 'Guide to Living and Study',
  intro:
    'Jerman adalah negara dengan ekonomi terbesar di Eropa dan rumah bagi ratusan universitas riset. Kuliah di universitas negerinya bebas biaya kuliah, termasuk bagi mahasiswa internasional dari Indonesia.',
  facts: {
    capital: 'Berlin',
    language: 'Bahasa Jerman',
    currency: 'Euro (EUR)',
    intake: 'April dan Oktober',
  },
  why: [
    {
      title: 'Kuliah gratis di universitas negeri',
      text: 'Universitas negeri di Jerman tidak memungut biaya kuliah, juga untuk mahasiswa internasional. Anda cukup membayar iuran semester untuk administrasi dan tiket transportasi mahasiswa.',
    },
    {
      title: 'Program persiapan Studienkolleg',
      text: 'Lulusan SMA Indonesia umumnya mengikuti Studienkolleg, program persiapan satu tahun sebelum masuk S-1, dan menutupnya dengan ujian Feststellungsprüfung.',
    },
    {
      title: 'Bahasa Jerman di universitas negeri',
      text: 'Sebagian besar program di universitas negeri diajarkan dalam bahasa Jerman, sehingga Anda perlu menyiapkan sertifikat bahasa Jerman tingkat B2 hingga C1.',
    },
    {
      title: 'Kampus swasta berbahasa Inggris',
      text: 'Ingin langsung kuliah tanpa belajar bahasa Jerman lebih dulu? Kampus swasta menawarkan program S-1 dan S-2 yang diajarkan sepenuhnya dalam bahasa Inggris.',
    },
    {
      title: 'Blocked account untuk visa',
      text: 'Pengajuan visa pelajar mensyaratkan blocked account (Sperrkonto), rekening khusus berisi biaya hidup satu tahun yang dicairkan setiap bulan selama Anda tinggal di Jerman.',
    },
  ],
  campusTypes: [
    {
      type: 'Public University',
      ownership: 'Pemerintah',
      language: 'Bahasa Jerman',
      levels: 'S-1 s/d S-3',
      description: 'Universitas riset dan Hochschule milik negara bagian, bebas biaya kuliah.',
    },
    {
      type: 'Private University',
      ownership: 'Swasta',
      language: 'Bahasa Inggris',
      levels: 'S-1 s/d S-2',
      description: 'Kampus swasta terakreditasi dengan kelas kecil dan program berbahasa Inggris.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 5,5 juta', period: 'minggu' },
    food: { prefix: 'Mulai', amount: 'Rp 2,3 ribu', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 780 ribu', period: 'minggu' },
    partTime: { prefix: 'Mulai', amount: 'Rp 150 ribu', period: 'jam' },
  },
  costNote: 'Biaya sewa di Munich dan Frankfurt lebih tinggi daripada kota-kota di Jerman timur.',
  workRights: 'Mahasiswa internasional boleh bekerja 140 hari penuh atau 280 hari paruh dalam setahun.',
  cities: [
    { title: 'Berlin', text: 'Ibu kota yang kreatif dengan biaya hidup relatif terjangkau dan banyak startup.' },
    { title: 'Munich', text: 'Pusat industri otomotif dan teknologi, rumah bagi TU München dan LMU.' },
    { title: 'Frankfurt', text: 'Kota keuangan Eropa dengan bandara terbesar di Jerman.' },
    { title: 'Hamburg', text: 'Kota pelabuhan dengan peluang kerja di bidang logistik dan media.' },
    { title: 'Stuttgart', text: 'Kota industri dengan kampus teknik ternama dan kantor pusat produsen mobil.' },
  ],
  thingsToDo: [
    {
      title: 'Katedral Köln (Cologne Cathedral)',
      text: 'Katedral Gotik megah yang masuk daftar Warisan Dunia UNESCO, pemandangan terbaik dari menaranya.',
    },
    {
      title: 'Kastil Neuschwanstein',
      text: 'Kastil dongeng di perbukitan Bavaria yang menjadi inspirasi istana Disney.',
    },
  ],
};
