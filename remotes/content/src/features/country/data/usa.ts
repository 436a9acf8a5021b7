import type { CountryGuide } from '../model';

export const guide: CountryGuide = {
  code: 'usa',
  name: 'Amerika Serikat',
  whyName: 'Amerika Serikat',
  tagline: 'Guide to Living and Study',
  intro:
    'Amerika Serikat memiliki lebih dari 4.000 perguruan tinggi dan sistem pendidikan yang fleksibel, dengan jejaring alumni dan industri terluas di dunia.',
  facts: {
    capital: 'Washington, D.C.',
    language: 'Bahasa Inggris',
    currency: 'Dolar Amerika (USD)',
    intake: 'Januari (spring) dan Agustus (fall)',
  },
  why: [
    {
      title: 'Pilihan kampus terluas',
      text: 'Lebih dari 4.000 perguruan tinggi, dari kampus riset Ivy League hingga liberal arts college.',
    },
    {
      title: 'Kurikulum fleksibel',
      text: 'Mahasiswa S-1 dapat mencoba berbagai mata kuliah sebelum menentukan major di tahun kedua.',
    },
    {
      title: 'Jalur hemat 2+2',
      text: 'Mulai dua tahun di community college lalu pindah ke universitas untuk menghemat biaya.',
    },
    {
      title: 'Praktik kerja setelah lulus',
      text: 'Optional Practical Training (OPT) hingga satu tahun, dan tiga tahun untuk bidang STEM.',
    },
    {
      title: 'Jejaring global',
      text: 'Pusat inovasi dunia dengan peluang magang di perusahaan teknologi dan riset.',
    },
  ],
  campusTypes: [
    {
      type: 'Public University',
      ownership: 'Pemerintah negara bagian',
      levels: 'S-1 s/d S-3',
      description: 'Universitas negeri besar dengan fasilitas riset dan olahraga lengkap.',
    },
    {
      type: 'Private University',
      ownership: 'Swasta',
      levels: 'S-1 s/d S-3',
      description: 'Kampus swasta dengan kelas lebih kecil dan beasiswa prestasi yang besar.',
    },
    {
      type: 'Community College',
      ownership: 'Pemerintah daerah',
      levels: 'Associate Degree (D-2)',
      description: 'Kampus dua tahun dengan biaya rendah dan jaminan transfer ke universitas mitra.',
    },
  ],
  costs: {
    housing: { prefix: 'Mulai', amount: 'Rp 3,5 juta', period: 'minggu' },
    food: { prefix: 'Sekitar', amount: 'Rp 1,4 juta', period: 'minggu' },
    transport: { prefix: 'Mulai', amount: 'Rp 500 ribu', period: 'minggu' },
    partTime: { prefix: 'Sekitar', amount: 'Rp 230 ribu', period: 'jam' },
  },
  costNote: 'Biaya hidup sangat bervariasi: kota kecil di Midwest jauh lebih murah daripada New York.',
  workRights: 'Boleh bekerja hingga 20 jam per minggu di dalam kampus selama semester.',
  cities: [
    { title: 'New York', text: 'Pusat keuangan, seni dan media dengan puluhan kampus ternama.' },
    { title: 'Boston', text: 'Kota pelajar dengan Harvard, MIT dan ratusan startup bioteknologi.' },
    { title: 'Los Angeles', text: 'Kota hiburan dan kreatif dengan iklim hangat sepanjang tahun.' },
    { title: 'Seattle', text: 'Pusat teknologi, rumah perusahaan perangkat lunak dan e-commerce dunia.' },
    { title: 'Chicago', text: 'Kota arsitektur di tepi Danau Michigan dengan biaya hidup moderat.' },
  ],
  thingsToDo: [
    { title: 'Patung Liberty', text: 'Naik feri ke Liberty Island dan melihat Manhattan dari laut.' },
    { title: 'Grand Canyon', text: 'Ngarai raksasa berwarna merah di Arizona.' },
    { title: 'Golden Gate Bridge', text: 'Bersepeda melintasi jembatan ikonis San Francisco.' },
    { title: 'Times Square', text: 'Merasakan gemerlap New York dan pertunjukan Broadway.' },
  ],
};
