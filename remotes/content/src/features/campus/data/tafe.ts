import headerImage from '../../../assets/campus/tafe.svg';
import type { CampusProfile } from '../model';

export const tafe: CampusProfile = {
  id: 'tafe',
  name: 'TAFE International Western Australia',
  location: 'Perth, Australia Barat',
  address: 'Level 7, 1 Mill Street, Perth WA 6000, Australia',
  headerImage,
  description: [
    'TAFE International Western Australia adalah pintu bagi mahasiswa internasional ke jaringan TAFE milik Pemerintah Australia Barat, dengan lebih dari 70 kampus di Perth dan kota-kota regional.',
    'Program vokasinya singkat, praktis dan diakui industri. Banyak lulusan melanjutkan ke universitas dengan pengakuan kredit, atau langsung bekerja di bidang yang dibutuhkan Australia.',
  ],
  promo: {
    title: 'Diskon Biaya Kuliah TAFE',
    scholarship: '$1,000',
    validUntil: '2027-05-31',
    text: 'Potongan $1,000 untuk pendaftar Diploma dan Advanced Diploma intake Juli 2027 melalui NIEC Indonesia.',
    values: [
      { icon: 'medal', label: 'Diskon $1,000' },
      { icon: 'calendar', label: 'Intake Februari & Juli' },
      { icon: 'building', label: 'Milik pemerintah WA' },
      { icon: 'cap', label: 'Kredit ke universitas' },
    ],
  },
  advantages: [
    {
      title: 'Milik pemerintah',
      text: 'Dikelola Pemerintah Australia Barat dengan standar pelatihan nasional.',
    },
    {
      title: 'Belajar sambil praktik',
      text: 'Sebagian besar waktu belajar dilakukan di bengkel, dapur dan laboratorium berstandar industri.',
    },
    {
      title: 'Jalur ke universitas',
      text: 'Diploma TAFE diakui sebagai kredit hingga satu tahun di universitas mitra di Perth.',
    },
    {
      title: 'Biaya lebih hemat',
      text: 'Biaya kuliah mulai $7,500 per semester dengan biaya hidup Perth yang lebih bersahabat.',
    },
    {
      title: 'Bidang yang dicari',
      text: 'Program di bidang kesehatan, teknik dan hospitality sesuai kebutuhan tenaga kerja Australia.',
    },
  ],
  fees: [
    { label: 'Biaya kuliah', amount: 'Mulai $7,500 per semester', note: 'Certificate hingga Advanced Diploma' },
    { label: 'Diskon', amount: '$1,000', note: 'Untuk intake Juli 2027' },
    { label: 'Biaya pendaftaran', amount: '$150' },
    { label: 'Biaya bahan dan seragam', amount: '$300 - $900 per tahun', note: 'Tergantung program' },
    { label: 'Asuransi kesehatan (OSHC)', amount: 'Sekitar $650 per tahun' },
  ],
  feeNote: 'Biaya dalam dolar Australia (AUD) dan dapat berubah sesuai kebijakan kampus.',
  programs: [
    {
      name: 'Certificate III in Commercial Cookery',
      level: 'Certificate III',
      duration: '1 tahun',
      intake: 'Feb, Jul',
    },
    { name: 'Diploma of Early Childhood Education', level: 'Diploma', duration: '1,5 tahun', intake: 'Feb, Jul' },
    { name: 'Diploma of Information Technology', level: 'Diploma', duration: '1 tahun', intake: 'Feb, Jul' },
    { name: 'Certificate IV in Automotive Mechanical', level: 'Certificate IV', duration: '1 tahun', intake: 'Feb' },
    { name: 'Diploma of Nursing', level: 'Diploma', duration: '1,5 tahun', intake: 'Feb, Jul' },
    {
      name: 'Advanced Diploma of Hospitality Management',
      level: 'Advanced Diploma',
      duration: '2 tahun',
      intake: 'Feb, Jul',
    },
  ],
};
