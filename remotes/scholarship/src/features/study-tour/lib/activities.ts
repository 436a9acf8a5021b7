/** docs/product-rules.md#booking: the six fixed study-tour activities; the value is what the booking sends. */
export const ACTIVITIES = [
  { value: '1', label: 'Kursus Bahasa Inggris' },
  { value: '2', label: 'City Tour' },
  { value: '3', label: 'Kunjungan Sekolah/Kampus' },
  { value: '4', label: 'Partnership' },
  { value: '5', label: 'Short Course' },
  { value: '6', label: 'Aktivitas Lainnya' },
] as const;

export type ActivityValue = (typeof ACTIVITIES)[number]['value'];

/** The Short Course blurbs and the activity each one's 'Pesan!' button preselects. */
export const SHORT_COURSES: readonly { name: string; activity: ActivityValue; text: string; points: string[] }[] = [
  {
    name: 'English Course',
    activity: '1',
    text: 'Kursus bahasa Inggris intensif di sekolah bahasa terakreditasi di luar negeri, dengan kelas kecil dan pengajar penutur asli.',
    points: [
      'Kelas pagi dan aktivitas budaya di sore hari',
      'Cocok untuk persiapan IELTS maupun liburan sekolah',
      'Sertifikat di akhir program',
    ],
  },
  {
    name: 'General Course',
    activity: '5',
    text: 'Short course 1-4 minggu di kampus partner: bisnis, desain, teknologi, pariwisata dan bidang lainnya.',
    points: [
      'Belajar langsung di kampus dan kunjungan industri',
      'Pendampingan konselor NIEC dari Indonesia',
      'Sertifikat resmi dari kampus',
    ],
  },
];
