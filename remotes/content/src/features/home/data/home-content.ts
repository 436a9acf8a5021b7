import * as icons from '../../../lib/icons';
import type { IconComponent } from '../../../lib/icons';

export interface Reason {
  icon: IconComponent;
  title: string;
  text: string;
}

/** Three reasons to study abroad. */
export const REASONS: readonly Reason[] = [
  {
    icon: icons.cap,
    title: 'Kualitas Pendidikan Kelas Dunia',
    text: 'Belajar dengan kurikulum yang diakui internasional, dosen praktisi dan fasilitas riset modern.',
  },
  {
    icon: icons.globe,
    title: 'Pengalaman & Jejaring Global',
    text: 'Hidup mandiri di negara baru, mengenal budaya lain dan membangun relasi dari berbagai negara.',
  },
  {
    icon: icons.briefcase,
    title: 'Peluang Karier Lebih Luas',
    text: 'Kerja paruh waktu saat kuliah dan izin kerja setelah lulus membuka jalan karier internasional.',
  },
];

export interface Award {
  year: string;
  title: string;
  issuer: string;
}

export const AWARDS: readonly Award[] = [
  { year: '2025', title: 'Top Performing Agent Indonesia', issuer: 'Melbourne Polytechnic' },
  { year: '2024', title: 'Platinum Partner Award', issuer: 'Edith Cowan University' },
  { year: '2024', title: 'Best Student Recruitment Partner', issuer: 'TAFE International Western Australia' },
  { year: '2023', title: 'Outstanding Agent Asia', issuer: 'Vistula University' },
];

export interface Testimonial {
  name: string;
  initials: string;
  study: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Rina Maharani',
    initials: 'RM',
    study: 'Diploma of Hospitality Management, Melbourne Polytechnic',
    quote:
      'Konsultan NIEC membantu dari memilih jurusan sampai mencari akomodasi. Visa saya keluar dalam tiga minggu, dan saya berangkat dengan tenang.',
  },
  {
    name: 'Bagus Pratama',
    initials: 'BP',
    study: 'Master of Cyber Security, Edith Cowan University',
    quote:
      'Saya dapat beasiswa 20% berkat bantuan tim NIEC menyiapkan dokumen. Sekarang saya kerja paruh waktu di Perth sambil menyelesaikan studi.',
  },
  {
    name: 'Ni Luh Ayu Saraswati',
    initials: 'NA',
    study: 'Bachelor of Business, Vistula University, Polandia',
    quote:
      'Awalnya orang tua ragu melepas saya ke Eropa. Sesi konsultasi bersama keluarga membuat semuanya jelas, dari biaya sampai keamanan.',
  },
];
