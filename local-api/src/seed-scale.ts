import type {
  AreaEntry,
  ArticleCategory,
  CountryOption,
  JenjangOption,
  JobCategory,
  Product,
  Scholarship,
  StudyTour,
  UniversityOption,
  Vacancy,
} from '@niec/shared/types';
import type { SeedArticle } from './seed-article.js';
import { GROWN_ARTICLE, GROWN_SCHOLARSHIP } from './seed-markers.js';
import { seededRandom as random } from './seeded-random.js';

/**
 * Generated records for a grown catalogue (LOCAL_API_SEED_SCALE, catalogue.ts). Record number `index`
 * of a kind is always the same record: a generator seeded by kind and index, no clock, no
 * Math.random, so a scale of 100 is the first part of a scale of 1000 and two starts answer the
 * same bytes. Texts are Indonesian (titles mix fixed phrases with countries, cities, subjects and a
 * four-digit number, so one word of a title finds a few records); images reuse the fixtures' files.
 */

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: Rand, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
const pad = (n: number, width = 4): string => String(n).padStart(width, '0');

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const DAY_MS = 86_400_000;
const twoDigits = (n: number) => String(n).padStart(2, '0');
/** "YYYY-MM-DD HH:MM:SS" (the API's timestamp format), from a fixed UTC epoch. */
function timestamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${twoDigits(d.getUTCMonth() + 1)}-${twoDigits(d.getUTCDate())} ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:00`;
}
const dateOnly = (ms: number) => timestamp(ms).slice(0, 10);

interface Place {
  country: string;
  cities: readonly string[];
  season: string;
}

const PLACES: readonly Place[] = [
  { country: 'Australia', cities: ['Sydney', 'Melbourne', 'Perth', 'Brisbane', 'Adelaide'], season: 'Dingin' },
  { country: 'Selandia Baru', cities: ['Auckland', 'Wellington', 'Christchurch'], season: 'Dingin' },
  { country: 'Kanada', cities: ['Toronto', 'Vancouver', 'Winnipeg', 'Montreal'], season: 'Salju' },
  { country: 'Inggris', cities: ['London', 'Sheffield', 'Manchester', 'Coventry'], season: 'Gugur' },
  { country: 'Polandia', cities: ['Warsawa', 'Krakow', 'Wroclaw'], season: 'Salju' },
  { country: 'Korea Selatan', cities: ['Seoul', 'Busan', 'Daegu'], season: 'Semi' },
  { country: 'Jerman', cities: ['Berlin', 'Munchen', 'Hamburg'], season: 'Gugur' },
  { country: 'Jepang', cities: ['Tokyo', 'Osaka', 'Fukuoka'], season: 'Semi' },
  { country: 'Belanda', cities: ['Amsterdam', 'Rotterdam', 'Utrecht'], season: 'Dingin' },
  { country: 'Irlandia', cities: ['Dublin', 'Galway', 'Cork'], season: 'Hujan' },
  { country: 'Hungaria', cities: ['Budapest', 'Debrecen'], season: 'Dingin' },
  { country: 'Turki', cities: ['Istanbul', 'Ankara', 'Izmir'], season: 'Panas' },
];

const SUBJECTS = [
  'Teknik Sipil',
  'Ilmu Komputer',
  'Bisnis dan Manajemen',
  'Keperawatan',
  'Desain Grafis',
  'Hospitality',
  'Akuntansi',
  'Psikologi',
  'Teknik Mesin',
  'Ilmu Lingkungan',
  'Data Science',
  'Hubungan Internasional',
  'Farmasi',
  'Arsitektur',
  'Pariwisata',
  'Pendidikan Anak Usia Dini',
] as const;
const TESTS = ['IELTS', 'TOEFL iBT', 'PTE Academic', 'Duolingo English Test', 'TOPIK', 'JLPT'] as const;
const BRANCHES = ['Denpasar', 'Singaraja', 'Yogyakarta', 'Jakarta Selatan', 'Surabaya', 'Medan', 'Malang'] as const;
const LEVELS = ['SMA', 'S-1', 'S-2', 'S-3', 'Diploma', 'Foundation'] as const;
const LABELS = ['Panduan', 'Catatan', 'Edisi', 'Ulasan', 'Rangkuman', 'Seri', 'Bagian', 'Kabar'] as const;

interface Words {
  country: string;
  city: string;
  season: string;
  subject: string;
  test: string;
  branch: string;
  level: string;
  n: number;
  weeks: number;
}

function words(rand: Rand): Words {
  const place = pick(rand, PLACES);
  return {
    country: place.country,
    city: pick(rand, place.cities),
    season: place.season,
    subject: pick(rand, SUBJECTS),
    test: pick(rand, TESTS),
    branch: pick(rand, BRANCHES),
    level: pick(rand, LEVELS),
    n: between(rand, 3, 12),
    weeks: between(rand, 4, 12),
  };
}

type Phrase = (w: Words) => string;

/** Title and subtitle phrases per category code (the fixtures' categories). */
const ARTICLE_PHRASES: Record<string, { titles: readonly Phrase[]; subtitles: readonly Phrase[] }> = {
  beasiswa: {
    titles: [
      (w) => `Beasiswa ${w.level} di ${w.country}: Syarat dan Jadwal Terbaru`,
      (w) => `Strategi Lolos Beasiswa Penuh ke ${w.country}`,
      (w) => `Menulis Esai Beasiswa yang Memikat Panitia di ${w.city}`,
      (w) => `Daftar Beasiswa Parsial Kampus ${w.city}`,
      (w) => `Beasiswa ${w.subject} untuk Pelajar Indonesia di ${w.country}`,
    ],
    subtitles: [
      (w) => `Dokumen, tenggat dan tips wawancara untuk pelamar jenjang ${w.level}`,
      (w) => `Rangkuman peluang pendanaan kuliah ${w.subject} di ${w.city}`,
      (w) => `Apa saja yang ditanggung dan bagaimana menyiapkan berkas sejak ${w.n} bulan sebelumnya`,
    ],
  },
  tips: {
    titles: [
      (w) => `${w.n} Tips Lolos Tes ${w.test} dalam ${w.weeks} Minggu`,
      (w) => `Cara Menyiapkan Dokumen Visa Pelajar ${w.country}`,
      (w) => `Memilih Jurusan ${w.subject} yang Tepat untuk Karier Global`,
      (w) => `Mengatur Uang Saku Bulanan Selama Kuliah di ${w.city}`,
      (w) => `Menyusun Jadwal Belajar ${w.test} Sambil Sekolah`,
    ],
    subtitles: [
      (w) => `Langkah praktis yang bisa langsung dicoba pelajar ${w.level}`,
      (w) => `Pengalaman konselor NIEC ${w.branch} mendampingi ratusan calon mahasiswa`,
      (w) => `Kesalahan kecil yang sering membuat pengajuan ke ${w.country} tertunda`,
    ],
  },
  destinasi: {
    titles: [
      (w) => `Mengenal Sistem Pendidikan di ${w.country}`,
      (w) => `Kuliah ${w.subject} di ${w.city}: Kampus, Biaya dan Prospek`,
      (w) => `Alasan ${w.city} Jadi Kota Favorit Pelajar Indonesia`,
      (w) => `Biaya Hidup Pelajar di ${w.city} Tahun Ini`,
    ],
    subtitles: [
      (w) => `Jenjang, kalender akademik dan jalur masuk untuk lulusan ${w.level}`,
      (w) => `Sewa kamar, transportasi dan makan sebulan di ${w.city}`,
      (w) => `Kota yang ramah pelajar internasional dan dekat dengan kampus-kampus ${w.country}`,
    ],
  },
  kehidupan: {
    titles: [
      (w) => `Cerita Alumni: Semester Pertama di ${w.city}`,
      (w) => `Mencari Kerja Paruh Waktu di ${w.city}`,
      (w) => `Menemukan Makanan Halal di ${w.city}`,
      (w) => `Menghadapi Musim ${w.season} Pertama di ${w.country}`,
      (w) => `Tinggal di Homestay atau Asrama Kampus ${w.city}?`,
    ],
    subtitles: [
      (w) => `Kisah mahasiswa ${w.subject} tentang adaptasi, teman baru dan rindu rumah`,
      (w) => `Hal-hal kecil yang membuat hidup di ${w.country} lebih nyaman`,
      (w) => `Saran praktis dari perhimpunan pelajar Indonesia di ${w.city}`,
    ],
  },
  event: {
    titles: [
      (w) => `Pameran Pendidikan ${w.country} di NIEC ${w.branch}`,
      (w) => `Webinar Kuliah ${w.subject} di ${w.country}`,
      (w) => `Kelas Simulasi ${w.test} Gratis di NIEC ${w.branch}`,
    ],
    subtitles: [
      (w) => `Bertemu langsung perwakilan kampus dari ${w.city} dan konsultasi gratis`,
      (w) => `Daftar sekarang, kursi terbatas untuk ${w.n * 10} peserta`,
    ],
  },
  'info-niec': {
    titles: [
      (w) => `Kabar NIEC: Layanan Konsultasi Baru di ${w.branch}`,
      (w) => `NIEC ${w.branch} Buka Kelas Persiapan ${w.test}`,
      (w) => `Jam Layanan NIEC ${w.branch} Selama Musim Pendaftaran`,
    ],
    subtitles: [
      (w) => `Konselor kami siap membantu pelajar ${w.level} merencanakan studi ke ${w.country}`,
      (w) => `Jadwal, lokasi dan cara membuat janji temu dengan konselor NIEC ${w.branch}`,
    ],
  },
};

/** Paragraphs of an article body (about 4 KB once a few are put together). */
const PARAGRAPHS: readonly Phrase[] = [
  (w) =>
    `Setiap tahun semakin banyak pelajar Indonesia yang memilih ${w.country} sebagai tujuan studi. Alasannya beragam: kualitas pendidikan yang diakui dunia, lingkungan yang aman, hingga peluang kerja setelah lulus. Namun di balik semua itu ada persiapan panjang yang sebaiknya dimulai sejak jauh hari, terutama untuk jurusan ${w.subject} yang peminatnya terus bertambah.`,
  (w) =>
    `Langkah pertama adalah mengenali jenjang dan jalur masuk yang sesuai. Lulusan ${w.level} biasanya dapat memilih antara program langsung atau program persiapan seperti foundation dan diploma. Konselor NIEC ${w.branch} menyarankan untuk membandingkan setidaknya tiga kampus, termasuk biaya kuliah, lokasi dan dukungan bagi mahasiswa internasional.`,
  (w) =>
    `Kemampuan bahasa menjadi syarat yang hampir selalu diminta. Skor ${w.test} yang cukup membuka lebih banyak pilihan kampus dan beasiswa. Banyak pelajar berhasil menaikkan nilai mereka dengan latihan rutin selama ${w.weeks} minggu, mengerjakan simulasi tes setiap akhir pekan dan meminta umpan balik untuk bagian menulis dan berbicara.`,
  (w) =>
    `Biaya hidup di ${w.city} perlu dihitung dengan teliti. Pengeluaran terbesar biasanya sewa kamar, disusul transportasi dan makan. Tinggal berbagi rumah dengan pelajar lain, memasak sendiri dan memakai kartu transportasi pelajar dapat menghemat cukup banyak setiap bulan, sehingga uang saku bisa dialokasikan untuk buku dan kegiatan kampus.`,
  (w) =>
    `Dokumen pendaftaran sebaiknya disiapkan paling lambat ${w.n} bulan sebelum tenggat. Siapkan ijazah dan transkrip yang sudah diterjemahkan, paspor yang masih berlaku, surat rekomendasi dari guru atau dosen, serta esai motivasi yang menjelaskan mengapa Anda memilih ${w.subject} dan bagaimana rencana Anda setelah lulus.`,
  (w) =>
    `Visa pelajar ${w.country} umumnya meminta bukti penerimaan dari kampus, bukti dana, asuransi kesehatan dan riwayat perjalanan. Proses pengajuan bisa memakan waktu beberapa minggu, jadi jangan menunggu sampai mendekati tanggal keberangkatan. Periksa kembali setiap formulir sebelum dikirim agar tidak ada data yang tertukar.`,
  (w) =>
    `Kehidupan di kampus tidak hanya tentang kuliah. Bergabung dengan klub, organisasi pelajar Indonesia dan kegiatan relawan membantu Anda beradaptasi lebih cepat. Di ${w.city}, komunitas pelajar Indonesia cukup aktif mengadakan acara budaya, olahraga bersama dan pengajian yang membuat suasana terasa seperti di rumah sendiri.`,
  (w) =>
    `Banyak mahasiswa internasional bekerja paruh waktu untuk menambah pengalaman. Aturan jam kerja berbeda di ${w.country} dan negara lain, jadi pastikan Anda memahami ketentuan visa yang berlaku. Pekerjaan di kafe, perpustakaan kampus atau toko ritel menjadi pilihan populer karena jadwalnya fleksibel dan dekat dengan tempat tinggal.`,
  (w) =>
    `Musim ${w.season.toLowerCase()} sering menjadi tantangan tersendiri bagi pelajar yang baru tiba. Siapkan pakaian yang sesuai, jaga pola makan dan tidur, serta jangan ragu menghubungi layanan kesehatan kampus bila merasa kurang sehat. Adaptasi memang butuh waktu, tetapi sebagian besar pelajar merasa nyaman setelah bulan kedua.`,
  (w) =>
    `Beasiswa tidak hanya tersedia untuk peraih nilai sempurna. Ada beasiswa parsial dari kampus, potongan biaya untuk pendaftar awal, hingga bantuan dari pemerintah ${w.country}. Susun daftar peluang sejak awal, catat tenggat masing-masing dan siapkan esai yang bisa disesuaikan untuk setiap pendaftaran.`,
  (w) =>
    `Prospek karier lulusan ${w.subject} terus berkembang. Banyak kampus di ${w.city} menjalin kerja sama dengan industri sehingga mahasiswa berkesempatan magang sebelum lulus. Pengalaman ini sangat berharga ketika Anda kembali ke Indonesia maupun saat melamar pekerjaan di luar negeri.`,
  (w) =>
    `Orang tua juga perlu dilibatkan sejak awal perencanaan. Diskusikan anggaran, pilihan kota dan rencana komunikasi selama Anda berada jauh dari rumah. Konselor NIEC ${w.branch} terbiasa mendampingi keluarga dalam sesi konsultasi bersama agar semua pihak memahami tahapan yang akan dilalui.`,
];

const SECTION_HEADINGS = [
  'Persiapan Awal',
  'Syarat yang Perlu Disiapkan',
  'Biaya dan Anggaran',
  'Tips dari Konselor NIEC',
  'Kehidupan Sehari-hari',
  'Langkah Berikutnya',
  'Hal yang Sering Terlewat',
] as const;

const CHECKLIST = [
  'Paspor yang masih berlaku minimal 18 bulan',
  'Ijazah dan transkrip yang sudah diterjemahkan',
  'Sertifikat tes bahasa Inggris',
  'Surat rekomendasi dari guru atau dosen',
  'Esai motivasi atau personal statement',
  'Bukti dana untuk biaya hidup tahun pertama',
  'Asuransi kesehatan pelajar',
  'Pas foto terbaru dengan latar putih',
] as const;

const ARTICLE_IMAGES = [
  'panduan-beasiswa-australia-awards-2027',
  'beasiswa-kampus-polandia',
  'kesalahan-umum-esai-beasiswa',
  'beasiswa-global-korea-gks',
  'beasiswa-parsial-kanada',
  'beasiswa-chevening-inggris',
  'beasiswa-swiss-government-excellence',
  'tips-aman-mengisi-formulir-online',
  'persiapan-ielts-8-minggu',
  'checklist-dokumen-visa-pelajar',
  'memilih-jurusan-karier-global',
  'mengatur-keuangan-kuliah-luar-negeri',
  'kuliah-gratis-di-jerman',
  'hidup-hemat-di-budapest',
  'selandia-baru-negara-aman-pelajar',
  'mengenal-sistem-pendidikan-turki',
  'kerja-paruh-waktu-di-australia',
  'cerita-alumni-semester-pertama-melbourne',
  'kantor-baru-niec-singaraja',
].map((name) => `/static/images/articles/${name}.svg`);

const BODY_IMAGES = [
  { src: '/static/images/content/timeline.webp', alt: 'Infografis tahapan kuliah ke luar negeri' },
  { src: '/static/images/content/budget.webp', alt: 'Ilustrasi anggaran bulanan pelajar' },
  { src: '/static/images/content/checklist.webp', alt: 'Daftar periksa dokumen pendaftaran' },
  { src: '/static/images/content/campus-life.svg', alt: 'Suasana kehidupan kampus' },
] as const;

const FIRST_ARTICLE_DAY = Date.UTC(2019, 0, 7);
const LAST_ARTICLE_DAY = Date.UTC(2026, 9, 31);
const GROWN_ARTICLE_CREATED = Date.UTC(2026, 10, 20, 9, 0);

function articleBody(rand: Rand, w: Words): string {
  // A fixed-seed shuffle (Fisher-Yates) of the paragraph bank.
  const order = [...PARAGRAPHS.keys()];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const parts: string[] = [`<p>${PARAGRAPHS[order[0]!]!(w)}</p>`];
  const image = pick(rand, BODY_IMAGES);
  for (let section = 0; section < 5; section += 1) {
    parts.push(`<h2>${SECTION_HEADINGS[(section * 2 + Math.floor(rand() * 2)) % SECTION_HEADINGS.length]}</h2>`);
    parts.push(`<p>${PARAGRAPHS[order[1 + section * 2]!]!(w)}</p>`);
    if (section === 1) {
      const start = between(rand, 0, CHECKLIST.length - 4);
      parts.push(
        `<ul>${CHECKLIST.slice(start, start + 4)
          .map((item) => `<li>${item}.</li>`)
          .join('')}</ul>`,
      );
    }
    if (section === 2) parts.push(`<img src="${image.src}" alt="${image.alt}" width="800" height="450">`);
    parts.push(`<p>${PARAGRAPHS[order[2 + section * 2]!]!(w)}</p>`);
  }
  parts.push(
    `<p>Ingin berdiskusi lebih lanjut? Jadwalkan konsultasi gratis dengan konselor NIEC ${w.branch} untuk menyusun rencana studi ke ${w.country} yang sesuai dengan minat dan anggaran Anda.</p>`,
  );
  return parts.join('\n');
}

export function generateArticle(index: number, id: number, categories: readonly ArticleCategory[]): SeedArticle {
  const rand = random(`article:${index}`);
  // The marked article (a cultural evening) is an event; the others take the categories in turn.
  const category =
    (index === 0 ? categories.find((c) => c.code_artikel_kategori === 'event') : undefined) ??
    categories[index % categories.length]!;
  const phrases = ARTICLE_PHRASES[category.code_artikel_kategori] ?? ARTICLE_PHRASES.tips!;
  const w = words(rand);
  const title =
    index === 0 ? GROWN_ARTICLE.title : `${pick(rand, phrases.titles)(w)} — ${pick(rand, LABELS)} ${pad(id)}`;
  const created = FIRST_ARTICLE_DAY + Math.floor(rand() * ((LAST_ARTICLE_DAY - FIRST_ARTICLE_DAY) / DAY_MS)) * DAY_MS;
  const randomCreatedAt = created + between(rand, 8, 17) * 3_600_000 + between(rand, 0, 3) * 15 * 60_000;
  const randomUpdatedAt = randomCreatedAt + between(rand, 0, 45) * DAY_MS + between(rand, 0, 6) * 3_600_000;
  // The marked article is the newest published one, so it leads the list (newest first) on any first page.
  const createdAt = index === 0 ? GROWN_ARTICLE_CREATED : randomCreatedAt;
  const updatedAt = index === 0 ? GROWN_ARTICLE_CREATED : randomUpdatedAt;
  // A few drafts and a few string flags, as the fixtures have (the first one is always published).
  const isPublish: number | string =
    index === 0 ? 1 : index % 19 === 7 ? 0 : index % 31 === 13 ? '0' : index % 11 === 3 ? '1' : 1;
  return {
    id,
    image: index % 41 === 40 ? null : pick(rand, ARTICLE_IMAGES),
    is_publish: isPublish,
    slug: slugify(title),
    judul: title,
    sub_judul:
      index === 0
        ? 'Malam budaya pelajar Indonesia yang mengenalkan tari, kuliner dan musik Nusantara kepada teman kampus'
        : pick(rand, phrases.subtitles)(w),
    code_artikel_kategori: category.code_artikel_kategori,
    created_at: timestamp(createdAt),
    updated_at: timestamp(updatedAt),
    isi: articleBody(rand, index === 0 ? { ...w, city: 'Melbourne', country: 'Australia' } : w),
  };
}

// ---------------------------------------------------------------------------------------------------
// Scholarships

interface ScholarshipSource {
  countries: readonly CountryOption[];
  universities: readonly UniversityOption[];
  jenjang: readonly JenjangOption[];
  scholarships: readonly Scholarship[];
}

const COUNTRY_PREFIX: Record<string, string> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  CA: 'Canada',
  GB: 'UK',
  PL: 'Poland',
  KR: 'Korea',
};

const SCHOLARSHIP_THEMES = [
  'Global Leaders',
  'International Excellence',
  'Merit',
  "Dean's",
  'Future Leaders',
  'Pathway',
  'Research Training',
  'Women in STEM',
  'Sustainability',
  'Innovation',
  'Community Impact',
  'Indonesia Partnership',
  'ASEAN Talent',
  'Early Bird',
  'Bright Minds',
  'Alumni Family',
  'Regional Study',
  'Creative Arts',
  'Green Energy',
  'Digital Futures',
  'Health Sciences',
  'Engineering Talent',
  'Business School',
  'Hospitality',
  'Vice-Chancellor',
  'Academic Achievement',
  'Language Excellence',
  'First-Year',
  'Postgraduate Research',
  'Social Impact',
] as const;
const SCHOLARSHIP_NOUNS = ['Scholarship', 'Award', 'Grant', 'Fellowship', 'Bursary', 'Tuition Waiver'] as const;
const COVERAGE_FULL = [
  'biaya kuliah penuh, tunjangan hidup bulanan dan asuransi kesehatan pelajar',
  'biaya kuliah penuh, tiket pesawat pulang-pergi dan tunjangan hidup',
  'seluruh biaya kuliah selama masa studi normal serta dana riset',
] as const;
const COVERAGE_PARTIAL = [
  'potongan biaya kuliah hingga 25% per tahun',
  'potongan biaya kuliah tahun pertama',
  'bantuan biaya kuliah sebesar 3.000 per semester (mata uang setempat)',
  'potongan biaya kuliah hingga 50% untuk pendaftar awal',
] as const;

/** Programs of one scholarship: its main one plus up to two neighbouring levels. */
function programsAround(rand: Rand, jenjang: readonly JenjangOption[], main: number): { program: string }[] {
  const extra = between(rand, 0, 2);
  const names = new Set<string>([jenjang[main]!.jenjang]);
  for (let i = 1; i <= extra && main + i < jenjang.length; i += 1) names.add(jenjang[main + i]!.jenjang);
  return jenjang.filter((j) => names.has(j.jenjang)).map((j) => ({ program: j.jenjang }));
}

const FIRST_OPEN_DAY = Date.UTC(2026, 0, 5);
const FIRST_CLOSE_DAY = Date.UTC(2027, 0, 10);

/**
 * The first 238 generated scholarships cover every (university or country-wide, country) pair with
 * both funding types and every level as main program, so every filter combination the option lists
 * allow finds something at a scale of 1000.
 */
export function generateScholarship(index: number, id: number, source: ScholarshipSource): Scholarship {
  const rand = random(`scholarship:${index}`);
  // A university belongs to the country of its fixture scholarships; SR900 (country-wide) goes anywhere.
  const pairs: { code: string; uni: string | null; country: CountryOption }[] = [];
  for (const university of source.universities) {
    if (university.nama_sekolah === null) continue;
    const owner = source.scholarships.find((s) => s.code_school_rep === university.code_school_rep);
    const country = source.countries.find((c) => c.countrycode === owner?.country?.countrycode) ?? source.countries[0]!;
    pairs.push({ code: university.code_school_rep, uni: university.nama_sekolah, country });
  }
  const countryWide = source.universities.find((u) => u.nama_sekolah === null);
  if (countryWide)
    for (const country of source.countries) pairs.push({ code: countryWide.code_school_rep, uni: null, country });

  const pair = pairs[index % pairs.length]!;
  const fully = Math.floor(index / pairs.length) % 2 === 0;
  const mainProgram = Math.floor(index / (pairs.length * 2)) % source.jenjang.length;
  const covered = index < pairs.length * 2 * source.jenjang.length;
  const programs = !covered && index % 23 === 22 ? [] : programsAround(rand, source.jenjang, mainProgram);
  const prefix = pair.uni ?? COUNTRY_PREFIX[pair.country.countrycode] ?? pair.country.countryname;
  const name =
    index === 0
      ? GROWN_SCHOLARSHIP.name
      : `${prefix} ${pick(rand, SCHOLARSHIP_THEMES)} ${pick(rand, SCHOLARSHIP_NOUNS)} ${pad(id)}`;
  const open = FIRST_OPEN_DAY + between(rand, 0, 320) * DAY_MS;
  const close = FIRST_CLOSE_DAY + between(rand, 0, 700) * DAY_MS;
  const coverage = fully ? pick(rand, COVERAGE_FULL) : pick(rand, COVERAGE_PARTIAL);
  const levels = programs.map((p) => p.program).join(', ') || 'semua jenjang';
  return {
    id,
    scholarship_name: name,
    scholarship_type: fully ? 1 : 2,
    open_reg: dateOnly(open),
    close_reg: dateOnly(close),
    code_school_rep: pair.code,
    country: { countrycode: pair.country.countrycode, countryname: pair.country.countryname },
    universities: pair.uni === null ? null : { nama_sekolah: pair.uni },
    program: programs,
    description: `<p><strong>${name}</strong> memberikan ${coverage} bagi pelajar Indonesia di ${pair.uni ?? pair.country.countryname}.</p><h3>Persyaratan umum</h3><ul><li>Warga Negara Indonesia</li><li>Diterima atau sedang mendaftar pada jenjang ${levels}</li><li>IPK atau nilai rapor minimal sesuai ketentuan kampus</li><li>Sertifikat IELTS/TOEFL yang masih berlaku</li></ul><p>Konsultasikan berkas pendaftaran Anda dengan konselor NIEC secara gratis.</p>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Merchandise

const PRODUCT_KINDS = [
  { name: 'Kaos', images: ['niec-001-front', 'niec-001-back', 'niec-001-detail'], min: 120_000, max: 185_000 },
  { name: 'Hoodie', images: ['niec-002-front', 'niec-002-back'], min: 275_000, max: 395_000 },
  { name: 'Tote Bag Kanvas', images: ['niec-003'], min: 65_000, max: 110_000 },
  {
    name: 'Tumbler Stainless',
    images: ['niec-004-front', 'niec-004-side', 'niec-004-open', 'niec-004-box'],
    min: 95_000,
    max: 160_000,
  },
  { name: 'Topi Baseball', images: ['niec-005'], min: 60_000, max: 95_000 },
  { name: 'Notebook & Pen Set', images: ['niec-006-set', 'niec-006-open'], min: 45_000, max: 80_000 },
  { name: 'Mug Keramik', images: ['niec-004-front', 'niec-004-box'], min: 50_000, max: 85_000 },
  { name: 'Jaket Varsity', images: ['niec-002-front', 'niec-002-back'], min: 350_000, max: 450_000 },
  { name: 'Lanyard & Card Holder', images: ['niec-006-set'], min: 25_000, max: 45_000 },
  { name: 'Payung Lipat', images: ['niec-003'], min: 85_000, max: 135_000 },
  { name: 'Pouch Dokumen Paspor', images: ['niec-006-open', 'niec-006-set'], min: 55_000, max: 90_000 },
  { name: 'Botol Minum Lipat', images: ['niec-004-side', 'niec-004-front'], min: 70_000, max: 115_000 },
] as const;
const PRODUCT_THEMES = [
  'Study Abroad',
  'Edisi Australia',
  'Edisi Kanada',
  'Edisi Korea',
  'Edisi London',
  'Edisi Selandia Baru',
  'Alumni NIEC',
  'Pelajar Global',
  'Wisuda',
  'Peta Dunia',
  'Musim Dingin',
  'Nusantara Abroad',
] as const;
const PRODUCT_COLOURS = [
  'Navy',
  'Hitam',
  'Putih',
  'Abu-abu',
  'Merah Marun',
  'Hijau Zaitun',
  'Krem',
  'Biru Langit',
  'Oranye',
] as const;

export function generateProduct(index: number, id: number): Product {
  const rand = random(`product:${index}`);
  const kind = pick(rand, PRODUCT_KINDS);
  const theme = pick(rand, PRODUCT_THEMES);
  const colour = pick(rand, PRODUCT_COLOURS);
  const images = kind.images.map((name) => `/static/images/products/${name}.webp`);
  const price = Math.round(between(rand, kind.min, kind.max) / 5000) * 5000;
  const name = `${kind.name} ${theme} ${colour}`;
  return {
    id,
    id_product: id,
    code_product: `NIEC-G${pad(index + 1, 3)}`,
    name_product: name,
    price,
    file_pic: images[0]!,
    file_pic1: images[1] ?? null,
    file_pic2: images[2] ?? null,
    file_pic3: images[3] ?? null,
    description: `<p>${name} dari koleksi merchandise resmi NIEC Indonesia, cocok menemani persiapan kuliah ke luar negeri maupun dipakai sehari-hari.</p><ul><li>Warna: ${colour.toLowerCase()}</li><li>Desain: ${theme}</li><li>Dikirim dari kantor NIEC Denpasar dalam 2&ndash;3 hari kerja</li></ul>`,
    is_with_member: 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// Vacancies

interface CareerSource {
  areas: readonly AreaEntry[];
  jobdesks: readonly JobCategory[];
}

const ROLES: Record<string, readonly string[]> = {
  'Education Consultant': [
    'Education Consultant',
    'Student Counsellor',
    'Admission Officer',
    'Visa Documentation Officer',
    'Scholarship Advisor',
    'Partnership Executive',
  ],
  Marketing: [
    'Digital Marketing Specialist',
    'Content Writer',
    'Graphic Designer',
    'Event Coordinator',
    'Performance Marketing Analyst',
    'Community Officer',
  ],
  Finance: ['Finance Staff', 'Accounting Officer', 'Billing Officer', 'Tax Officer', 'Finance Analyst'],
  'Information Technology': [
    'Backend Developer',
    'Frontend Developer',
    'QA Engineer',
    'Data Analyst',
    'IT Support',
    'Mobile Developer',
  ],
};
const SENIORITY = ['', '', 'Junior ', 'Senior ', 'Lead '] as const;
const DUTIES: Record<string, readonly string[]> = {
  'Education Consultant': [
    'Memberikan konsultasi pemilihan negara, kampus dan program studi',
    'Mendampingi pendaftaran kampus hingga pengajuan visa pelajar',
    'Mengisi sesi informasi di sekolah dan pameran pendidikan',
    'Memperbarui data calon pelajar di sistem CRM',
  ],
  Marketing: [
    'Merencanakan kampanye digital untuk seluruh cabang',
    'Membuat konten media sosial dan materi promosi',
    'Menganalisis kinerja kampanye dan menyusun laporan mingguan',
    'Berkoordinasi dengan tim konsultan untuk acara dan webinar',
  ],
  Finance: [
    'Mencatat transaksi harian dan rekonsiliasi bank',
    'Menyiapkan laporan keuangan bulanan cabang',
    'Mengelola tagihan dan pembayaran mitra',
    'Membantu pelaporan pajak perusahaan',
  ],
  'Information Technology': [
    'Mengembangkan dan memelihara aplikasi internal dan situs web',
    'Menulis pengujian otomatis dan meninjau kode rekan',
    'Menangani gangguan sistem bersama tim terkait',
    'Mendokumentasikan sistem dan proses kerja',
  ],
};

const FIRST_VACANCY_DAY = Date.UTC(2026, 0, 5);

export function generateVacancy(index: number, id: number, source: CareerSource): Vacancy {
  const rand = random(`vacancy:${index}`);
  const area = source.areas[index % source.areas.length]!;
  const department = source.jobdesks[Math.floor(index / source.areas.length) % source.jobdesks.length]!.jobdesk;
  const roles = ROLES[department] ?? ROLES['Education Consultant']!;
  const title = `${pick(rand, SENIORITY)}${pick(rand, roles)}`;
  const city = area.propinsi.nama_kabkota;
  const gaji1 = between(rand, 18, 48) * 250_000;
  const gaji2 = rand() < 0.25 ? null : gaji1 + between(rand, 2, 16) * 250_000;
  const duties = DUTIES[department] ?? DUTIES['Education Consultant']!;
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  // Posted on a working morning of 2026 before the fixtures' newest, changed up to three weeks later.
  const createdAt = FIRST_VACANCY_DAY + between(rand, 0, 230) * DAY_MS + between(rand, 8, 11) * 3_600_000;
  const updatedAt = createdAt + between(rand, 0, 21) * DAY_MS + between(rand, 0, 6) * 3_600_000;
  return {
    id_job_vacancy: id,
    title,
    department,
    id_kabkota: area.id_kabkota,
    propinsi: { nama_kabkota: city },
    slug_title: `${slugify(`${title} ${city}`)}-${id}`,
    gaji_1: gaji1,
    gaji_2: gaji2,
    deskripsi: `<p>NIEC Indonesia membuka posisi ${title} di kantor cabang ${city} (lowongan ${pad(id)}).</p><h3>Tanggung Jawab</h3>${list(duties.slice(0, 3 + (index % 2)))}<h3>Kualifikasi</h3>${list(['Minimal S1 dari jurusan yang relevan', 'Mampu berbahasa Inggris aktif', `Bersedia ditempatkan di ${city}`])}<h3>Yang Kami Tawarkan</h3>${list(['Gaji pokok kompetitif dan bonus kinerja', 'BPJS Kesehatan dan BPJS Ketenagakerjaan', 'Pelatihan rutin serta kesempatan mengikuti pameran pendidikan internasional'])}`,
    created_at: timestamp(createdAt),
    updated_at: timestamp(updatedAt),
  };
}

// ---------------------------------------------------------------------------------------------------
// Study tours

const TOUR_CITIES = [
  { city: 'Melbourne', country: 'Australia', image: 'sydney' },
  { city: 'Brisbane', country: 'Australia', image: 'sydney' },
  { city: 'Perth', country: 'Australia', image: 'sydney' },
  { city: 'Wellington', country: 'New Zealand', image: 'auckland' },
  { city: 'Christchurch', country: 'New Zealand', image: 'auckland' },
  { city: 'Manchester', country: 'United Kingdom', image: 'london' },
  { city: 'Edinburgh', country: 'United Kingdom', image: 'london' },
  { city: 'Busan', country: 'South Korea', image: 'seoul' },
  { city: 'Tokyo', country: 'Japan', image: 'seoul' },
  { city: 'Osaka', country: 'Japan', image: 'seoul' },
  { city: 'Vancouver', country: 'Canada', image: 'london' },
  { city: 'Toronto', country: 'Canada', image: 'london' },
  { city: 'Singapura', country: 'Singapore', image: 'sydney' },
  { city: 'Kuala Lumpur', country: 'Malaysia', image: 'auckland' },
  { city: 'Dublin', country: 'Ireland', image: 'london' },
  { city: 'Amsterdam', country: 'Netherlands', image: 'london' },
  { city: 'Berlin', country: 'Germany', image: 'london' },
  { city: 'Krakow', country: 'Poland', image: 'london' },
] as const;
const TOUR_DAYS = [
  ['Kelas Bahasa Inggris', ['Placement test dan kelas pagi', 'Sore: jalan-jalan di pusat kota']],
  ['Kunjungan Kampus', ['Tur kampus dan sesi tanya jawab dengan mahasiswa Indonesia', 'Sesi informasi beasiswa']],
  ['City Tour', ['Museum kota dan taman bersejarah', 'Belanja oleh-oleh di pasar lokal']],
  ['Budaya Lokal', ['Kelas memasak masakan khas setempat', 'Pertunjukan seni budaya']],
  ['Short Course', ['Kelas singkat kepemimpinan pelajar', 'Presentasi kelompok']],
  ['Alam Terbuka', ['Perjalanan sehari ke taman nasional', 'Piknik bersama peserta']],
] as const;

export function generateTour(index: number, id: number): StudyTour {
  const rand = random(`tour:${index}`);
  const place = TOUR_CITIES[index % TOUR_CITIES.length]!;
  const days = between(rand, 5, 12);
  const middle: string[] = [];
  for (let day = 2; day < days; day += 1) {
    const [title, items] = TOUR_DAYS[(day + index) % TOUR_DAYS.length]!;
    middle.push(`<h3>Hari ${day} &ndash; ${title}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
  }
  return {
    id,
    image: `/static/images/tours/${place.image}.svg`,
    city: place.city,
    county: place.country,
    durasi: `${days} Hari ${days - 1} Malam`,
    harga: between(rand, 360, 1200) * 50_000,
    min_pax: between(rand, 8, 20),
    itenary: `<p>Study tour ke ${place.city} untuk pelajar SMA/SMK (program ${pad(id)}): kelas bahasa, kunjungan kampus dan wisata kota.</p><h3>Hari 1 &ndash; Tiba di ${place.city}</h3><ul><li>Penjemputan di bandara</li><li>Check-in akomodasi dan orientasi program</li></ul>${middle.join('')}<h3>Hari ${days} &ndash; Kembali ke Indonesia</h3><ul><li>Check-out dan pengantaran ke bandara</li></ul>`,
  };
}
