/**
 * Every bound local-api enforces, in one place: body sizes, JSON depth, uploads, the accepted fields
 * of each form with their maximum length, and numeric bounds. A field that is not listed for an
 * endpoint is dropped on arrival and never stored. The maxima sit above what any real visitor types
 * (the site's own forms stop earlier), so they only refuse abuse; domain rules (digits, dates, ids
 * of the catalogue) answer first with their own messages.
 */

/** JSON and urlencoded bodies (the largest real one, a 50-line order, is about 15 KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Nesting of a JSON body: an order is 3 deep ({items: [{...}]}); anything past this is refused. */
export const MAX_JSON_DEPTH = 8;

/** Upload limit (the careers form states the same limit). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** File names: the common limit of file systems, in characters. */
export const MAX_FILE_NAME_CHARS = 255;

/** Multipart: at most this many files, text fields and parts, and bytes per text field. */
export const MULTIPART_LIMITS = {
  files: 3,
  fields: 60,
  parts: 64,
  /** Bytes of one text field: room for the longest field (5,000 characters) in any script. */
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

/** Orders: lines per order, units per line, and the largest amount in rupiah anywhere in an order. */
export const ORDER_LIMITS = { items: 50, quantity: 1000, maxAmount: 1_000_000_000_000 } as const;

/** Study tour: participants and companions per booking. */
export const BOOKING_LIMITS = { participants: { min: 1, max: 1000 }, companions: { min: 0, max: 1000 } } as const;

export interface FieldSpec {
  /** Maximum length in characters, after trimming. */
  max: number;
  /** Shown in the message: "<label> maksimal <max> karakter." */
  label: string;
  /** Line breaks and tabs are allowed (other control characters never are). */
  multiline?: boolean;
  /** A list sent as a JSON string (multipart) or as a JSON array (JSON body). */
  json?: boolean;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

const line = (max: number, label: string): FieldSpec => ({ max, label });
const text = (max: number, label: string): FieldSpec => ({ max, label, multiline: true });
const list = (max: number, label: string): FieldSpec => ({ max, label, json: true });

/** Text maxima shared by several forms. */
const TEXT = {
  name: 100,
  email: 254,
  phone: 20,
  /** Ids, codes, dates and choices: the domain rule answers anything wrong below this. */
  code: 32,
  place: 100,
  school: 200,
  address: 500,
  url: 2000,
  fileName: MAX_FILE_NAME_CHARS,
} as const;

/** The accepted fields of every form-like endpoint, with their maxima. */
export const FIELDS = {
  studentTotal: {
    start_date: line(TEXT.code, 'Tanggal mulai'),
    end_date: line(TEXT.code, 'Tanggal akhir'),
  },
  contact: {
    name: line(TEXT.name, 'Nama lengkap'),
    last_education: line(TEXT.name, 'Pendidikan terakhir'),
    phone: line(TEXT.phone, 'Nomor telepon'),
    email: line(TEXT.email, 'Email'),
    school: line(TEXT.school, 'Asal sekolah/kampus'),
    message: text(5000, 'Pesan'),
    redirect: line(TEXT.url, 'Alamat kembali'),
  },
  scholarshipFilter: {
    university: list(4000, 'Filter universitas'),
    country: list(4000, 'Filter negara'),
    tipe: list(500, 'Filter tipe pendanaan'),
    program: line(500, 'Filter program'),
  },
  jobdesk: {
    jobdesk: list(500, 'Jobdesk'),
  },
  booking: {
    nama: line(TEXT.name, 'Nama'),
    email: line(TEXT.email, 'Email'),
    no_wa: line(TEXT.phone, 'Nomor WhatsApp'),
    kota_asal: line(TEXT.code, 'Kota asal'),
    negara_tujuan: line(TEXT.place, 'Negara tujuan'),
    tanggal_pergi: line(TEXT.code, 'Tanggal pergi'),
    tanggal_pulang: line(TEXT.code, 'Tanggal pulang'),
    total_peserta: line(TEXT.code, 'Total peserta'),
    total_pendamping: line(TEXT.code, 'Total pendamping'),
    kode_bisdev: line(TEXT.code, 'Pemberi rekomendasi'),
    tipe_akomodasi: line(TEXT.code, 'Tipe akomodasi'),
    kegiatan: list(200, 'Kegiatan'),
    else_request: text(1000, 'Informasi lainnya'),
  },
  vacancyFilter: {
    id_kabkota: line(TEXT.code, 'Cabang'),
    department: line(TEXT.name, 'Kategori pekerjaan'),
  },
  application: {
    'g-recaptcha-response': line(4096, 'Verifikasi CAPTCHA'),
    id_job_vacancy: line(TEXT.code, 'Lowongan'),
    job_vacancy: line(TEXT.school, 'Lowongan'),
    first_name: line(TEXT.name, 'Nama depan'),
    last_name: line(TEXT.name, 'Nama belakang'),
    email: line(TEXT.email, 'Email'),
    no_hp: line(TEXT.phone, 'Nomor HP'),
    place_birth: line(TEXT.place, 'Tempat lahir'),
    date_birth: line(TEXT.code, 'Tanggal lahir'),
    gender: line(TEXT.code, 'Jenis kelamin'),
    maried: line(TEXT.code, 'Status pernikahan'),
    religion: line(TEXT.code, 'Agama'),
    address: text(TEXT.address, 'Alamat'),
    current_province: line(TEXT.code, 'Provinsi'),
    current_city: line(TEXT.code, 'Kota/kabupaten'),
    current_subdistrict: line(TEXT.place, 'Kecamatan'),
    current_kode_post: line(TEXT.code, 'Kode pos'),
    ktp_addres: text(TEXT.address, 'Alamat KTP'),
    ktp_province: line(TEXT.code, 'Provinsi KTP'),
    ktp_city: line(TEXT.code, 'Kota/kabupaten KTP'),
    ktp_subdistrict: line(TEXT.place, 'Kecamatan KTP'),
    ktp_kode_post: line(TEXT.code, 'Kode pos KTP'),
    instagram: line(TEXT.place, 'Instagram'),
    linkedin: line(500, 'LinkedIn'),
    emergency_name: line(TEXT.name, 'Nama kontak darurat'),
    emergency_phone: line(TEXT.phone, 'Nomor kontak darurat'),
    text_promosi_diri: text(2000, 'Promosi diri'),
    file_cv_name: line(TEXT.fileName, 'Nama file CV'),
    file_ijazah_name: line(TEXT.fileName, 'Nama file ijazah'),
    file_english_name: line(TEXT.fileName, 'Nama file sertifikat bahasa Inggris'),
  },
  member: {
    email: line(TEXT.email, 'Email'),
    password: line(200, 'Password'),
    cpassword: line(200, 'Konfirmasi Password'),
    code_konsultan: line(TEXT.code, 'Konsultan'),
    id_provinsi: line(TEXT.code, 'Provinsi sekolah'),
    kode_sekolah: line(TEXT.code, 'Sekolah'),
    nama_lengkap: line(TEXT.name, 'Nama lengkap'),
    no_wa: line(TEXT.phone, 'Nomor WhatsApp'),
    id_propinsi: line(TEXT.code, 'Provinsi'),
    id_kabkota: line(TEXT.code, 'Kota/kabupaten'),
  },
  /** The text fields of an order (JSON); numbers and items are checked in routes/checkout.ts. */
  order: {
    destination_contact_name: line(TEXT.name, 'Nama'),
    destination_contact_phone: line(TEXT.phone, 'Nomor Telepon'),
    destination_address: text(TEXT.address, 'Alamat'),
    destination_contact_email: line(TEXT.email, 'Email'),
    courier_company: line(TEXT.code, 'Kurir'),
    courier_type: line(TEXT.code, 'Layanan kurir'),
    delivery_type: line(TEXT.code, 'Jenis pengiriman'),
    code_konsultan: line(TEXT.code, 'Konsultan'),
  },
  orderItem: {
    name: line(TEXT.school, 'Nama barang'),
    description: line(TEXT.code, 'Kode barang'),
  },
  paymentStatus: {
    transaction_status: line(TEXT.code, 'Status transaksi'),
  },
} as const satisfies Record<string, FieldSpecs>;
