import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'aus',
  name: 'Australia',
  whyName: 'Australia',
  tagline: 'Guide to Living and Study',
  intro:
    'Australia adalah tujuan studi favorit pelajar Indonesia: dekat, aman, multikultural dan memiliki kampus-kampus berperingkat dunia dengan pilihan jalur dari Certificate hingga Doktor.',
  facts: {
    capital: 'Canberra',
    language: 'Bahasa Inggris',
    currency: 'Dolar Australia (AUD)',
    intake: 'Februari, Juli dan November',
  },
  why: [
    {
      title: 'Kampus berkelas dunia',
      text: 'Tujuh universitas Australia masuk 100 besar dunia, dan kualifikasinya diakui oleh pemberi kerja di seluruh dunia.',
    },
    {
      title: 'Dekat dengan Indonesia',
      text: 'Penerbangan Denpasar–Perth hanya sekitar 3,5 jam dengan perbedaan waktu yang kecil, sehingga mudah pulang saat libur.',
    },
    {
      title: 'Boleh kerja sambil kuliah',
      text: 'Pemegang visa pelajar boleh bekerja hingga 48 jam per dua minggu selama semester dan tanpa batas saat libur.',
    },
    {
      title: 'Izin kerja setelah lulus',
      text: 'Temporary Graduate visa memberi kesempatan bekerja dua hingga empat tahun setelah lulus, tergantung jenjang dan bidang.',
    },
    {
      title: 'Multikultural dan ramah',
      text: 'Komunitas Indonesia besar, makanan halal mudah ditemukan dan kampus memiliki layanan dukungan mahasiswa internasional.',
    },
  ],
  campusTypes: [
    {
      type: 'University',
      ownership: 'Pemerintah dan Swasta',
      levels: 'S-1 s/d S-3',
      description: 'Universitas riset dan universitas terapan dengan program sarjana hingga doktor.',
    },
    {
      type: 'TAFE',
      ownership: 'Pemerintah',
      levels: 'Certificate III s/d Advanced Diploma',
      description: 'Pendidikan vokasi milik negara bagian yang praktis dan bisa menjadi jalur masuk universitas.',
    },
    {
      type: 'Private College',
      ownership: 'Swasta',
      levels: 'Certificate s/d Bachelor',
      description: 'Kampus swasta dengan kelas kecil, jadwal fleksibel dan banyak pilihan intake.',
    },
  ],
  costs: {
    housing: { prefix: 'Sekitar', amount: 'Rp 1,2 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 1 juta', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 350 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 200 ribu', period: 'jam' },
  },
  costNote: 'Sewa kamar berbagi di Perth dan Adelaide umumnya lebih murah dibanding Sydney dan Melbourne.',
  workRights: 'Boleh bekerja hingga 48 jam per dua minggu selama semester.',
  cities: [
    { title: 'Sydney', text: 'Kota terbesar Australia dengan pelabuhan ikonis dan peluang kerja paling luas.' },
    {
      title: 'Melbourne',
      text: 'Kota pelajar yang kaya budaya, kopi dan seni, berkali-kali dinobatkan kota layak huni.',
    },
    { title: 'Brisbane', text: 'Kota cerah beriklim hangat dengan biaya hidup lebih bersahabat.' },
    { title: 'Perth', text: 'Kota pantai terdekat dari Indonesia, santai dan ramah pelajar.' },
    { title: 'Adelaide', text: 'Kota kompak dengan biaya hidup rendah dan bonus poin untuk migrasi regional.' },
  ],
  thingsToDo: [
    { title: 'Sydney Opera House', text: 'Nonton pertunjukan atau sekadar berjalan di tepi Circular Quay saat senja.' },
    { title: 'Great Barrier Reef', text: 'Snorkeling di gugusan karang terbesar di dunia dari Cairns.' },
    { title: 'Great Ocean Road', text: 'Road trip dari Melbourne menyusuri tebing dan formasi Twelve Apostles.' },
    { title: 'Uluru', text: 'Batu merah raksasa di jantung benua yang sakral bagi suku Anangu.' },
  ],
};
