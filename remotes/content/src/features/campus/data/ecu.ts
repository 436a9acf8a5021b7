import headerImage from '../../../assets/campus/ecu.svg';
import type { CampusProfile } from '../model';

export const ecu: CampusProfile = {
  id: 'ecu',
  name: 'Edith Cowan University',
  location: 'Perth, Australia Barat',
  address: '270 Joondalup Drive, Joondalup WA 6027, Australia',
  headerImage,
  description: [
    'Edith Cowan University (ECU) adalah universitas negeri di Perth yang dikenal dengan kualitas pengajarannya. ECU berkali-kali meraih bintang lima untuk kepuasan mahasiswa dan kualitas pengajaran dalam Good Universities Guide.',
    'Kampus utamanya di Joondalup dan Mount Lawley dikelilingi taman dan pantai, dengan fasilitas keperawatan, keamanan siber dan seni pertunjukan kelas dunia.',
  ],
  promo: {
    title: 'ECU International Scholarship',
    scholarship: '20% biaya kuliah',
    validUntil: '2027-03-31',
    text: 'Potongan 20% biaya kuliah sepanjang masa studi untuk program sarjana dan magister bagi pendaftar dari Indonesia.',
    values: [
      { icon: 'medal', label: 'Beasiswa 20%' },
      { icon: 'calendar', label: 'Intake Februari & Juli' },
      { icon: 'shield', label: 'Universitas negeri' },
      { icon: 'plane', label: '3,5 jam dari Bali' },
    ],
  },
  advantages: [
    {
      title: 'Bintang lima untuk pengajaran',
      text: 'Diakui konsisten unggul dalam kualitas pengajaran dan kepuasan mahasiswa.',
    },
    {
      title: 'Pusat keamanan siber',
      text: 'Laboratorium keamanan siber terdepan di Australia dengan kerja sama industri dan pemerintah.',
    },
    {
      title: 'Kota terdekat dari Indonesia',
      text: 'Perth hanya sekitar 3,5 jam penerbangan dari Denpasar dengan zona waktu yang sama dengan Bali.',
    },
    {
      title: 'Praktik klinis dan magang',
      text: 'Program keperawatan dan kesehatan dilengkapi simulasi rumah sakit dan praktik klinis.',
    },
    {
      title: 'Peluang tinggal di daerah regional',
      text: 'Perth termasuk wilayah yang memberi tambahan masa izin kerja setelah lulus.',
    },
  ],
  fees: [
    { label: 'Biaya kuliah sarjana', amount: 'Mulai $16,000 per semester' },
    { label: 'Biaya kuliah magister', amount: 'Mulai $17,500 per semester' },
    { label: 'Beasiswa', amount: '20% biaya kuliah', note: 'Selama masa studi dengan syarat nilai' },
    { label: 'Biaya pendaftaran', amount: 'Gratis melalui NIEC' },
    { label: 'Asuransi kesehatan (OSHC)', amount: 'Sekitar $650 per tahun' },
  ],
  feeNote: 'Biaya dalam dolar Australia (AUD) dan dapat berubah sesuai kebijakan kampus.',
  programs: [
    { name: 'Bachelor of Nursing', level: 'Bachelor', duration: '3 tahun', intake: 'Feb, Jul' },
    { name: 'Master of Cyber Security', level: 'Master', duration: '2 tahun', intake: 'Feb, Jul' },
    { name: 'Bachelor of Computer Science', level: 'Bachelor', duration: '3 tahun', intake: 'Feb, Jul' },
    { name: 'Master of Business Administration', level: 'Master', duration: '1,5 tahun', intake: 'Feb, Jul' },
    { name: 'Bachelor of Psychological Science', level: 'Bachelor', duration: '3 tahun', intake: 'Feb' },
    { name: 'Bachelor of Engineering (Honours)', level: 'Bachelor', duration: '4 tahun', intake: 'Feb' },
  ],
};
