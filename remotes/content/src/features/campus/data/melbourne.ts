import headerImage from '../../../assets/campus/melbourne.webp';
import type { CampusProfile } from '../model';

export const melbourne: CampusProfile = {
  id: 'melbourne',
  name: 'Melbourne Polytechnic',
  location: 'Melbourne, Victoria, Australia',
  address: '77 St Georges Road, Preston VIC 3072, Australia',
  headerImage,
  description: [
    'Melbourne Polytechnic adalah institusi pendidikan milik Pemerintah Victoria yang menawarkan program vokasi (TAFE) sekaligus program sarjana. Kampusnya tersebar di Preston, Epping, Collingwood dan pusat kota Melbourne.',
    'Pembelajaran dirancang bersama industri sehingga lulusannya siap kerja, dengan kelas kecil, fasilitas praktik modern dan jalur lanjut ke universitas ternama di Melbourne.',
  ],
  promo: {
    title: 'Beasiswa Mahasiswa Internasional',
    scholarship: '$2,500',
    validUntil: '2027-06-30',
    text: 'Potongan biaya kuliah $2,500 untuk pendaftar program Diploma dan Bachelor intake 2027 melalui NIEC Indonesia.',
    values: [
      { icon: 'medal', label: 'Beasiswa $2,500' },
      { icon: 'calendar', label: 'Intake Februari & Juli' },
      { icon: 'briefcase', label: 'Kerja 48 jam / 2 minggu' },
      { icon: 'cap', label: 'Jalur lanjut ke S-1' },
    ],
  },
  advantages: [
    {
      title: 'Institusi milik pemerintah',
      text: 'Dikelola Pemerintah Negara Bagian Victoria dengan standar mutu yang diawasi ketat.',
    },
    {
      title: 'Biaya kuliah terjangkau',
      text: 'Biaya kuliah mulai $8,000 per semester, lebih hemat dibanding universitas di pusat kota.',
    },
    {
      title: 'Praktik langsung di industri',
      text: 'Restoran pelatihan, peternakan kampus di Epping dan studio desain untuk praktik sejak semester pertama.',
    },
    {
      title: 'Kelas kecil dan personal',
      text: 'Rata-rata 20-25 mahasiswa per kelas sehingga dosen mengenal perkembangan setiap mahasiswa.',
    },
    {
      title: 'Dukungan mahasiswa internasional',
      text: 'Layanan bimbingan akademik, konseling dan bantuan mencari kerja paruh waktu tanpa biaya tambahan.',
    },
  ],
  fees: [
    { label: 'Biaya kuliah', amount: '$8,000 per semester', note: 'Diploma dan Bachelor' },
    { label: 'Beasiswa', amount: '$2,500', note: 'Potongan di semester pertama' },
    { label: 'Biaya pendaftaran', amount: '$200', note: 'Sekali bayar, tidak dapat dikembalikan' },
    { label: 'Biaya bahan praktik', amount: '$250 - $600 per tahun', note: 'Tergantung program' },
    { label: 'Asuransi kesehatan (OSHC)', amount: 'Sekitar $650 per tahun' },
  ],
  feeNote: 'Biaya dalam dolar Australia (AUD) dan dapat berubah sesuai kebijakan kampus.',
  programs: [
    { name: 'Diploma of Hospitality Management', level: 'Diploma', duration: '1,5 tahun', intake: 'Feb, Jul' },
    { name: 'Bachelor of Information Technology', level: 'Bachelor', duration: '3 tahun', intake: 'Feb, Jul' },
    { name: 'Diploma of Nursing', level: 'Diploma', duration: '2 tahun', intake: 'Feb' },
    { name: 'Bachelor of Agriculture and Technology', level: 'Bachelor', duration: '3 tahun', intake: 'Feb' },
    { name: 'Advanced Diploma of Building Design', level: 'Advanced Diploma', duration: '2 tahun', intake: 'Feb, Jul' },
    {
      name: 'Certificate IV in Commercial Cookery',
      level: 'Certificate IV',
      duration: '1 tahun',
      intake: 'Feb, Jul, Okt',
    },
  ],
};
