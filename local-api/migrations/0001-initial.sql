-- 0001: every collection local-api stores. Each table keeps the insertion order in `seq` (what
-- GET /__admin/<collection> lists by), a public `id` and `created_at`. Lists are JSON text columns.

CREATE TABLE contact_messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  last_education TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  school TEXT NOT NULL,
  message TEXT NOT NULL
);

-- Study-tour bookings. Duplicate rule: one booking per email (stored lower-case) and departure date.
CREATE TABLE bookings (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  nama TEXT NOT NULL,
  email TEXT NOT NULL,
  no_wa TEXT NOT NULL,
  kota_asal TEXT NOT NULL,
  kota_asal_name TEXT,
  negara_tujuan TEXT NOT NULL,
  tanggal_pergi TEXT NOT NULL,
  tanggal_pulang TEXT NOT NULL,
  total_peserta INTEGER NOT NULL,
  total_pendamping INTEGER NOT NULL,
  kode_bisdev TEXT,
  tipe_akomodasi TEXT NOT NULL,
  kegiatan TEXT NOT NULL,
  kegiatan_names TEXT NOT NULL,
  else_request TEXT NOT NULL,
  UNIQUE (email, tanggal_pergi)
);

-- Job applications. Duplicate rule: one application per email (any case) and vacancy.
CREATE TABLE applications (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  id_job_vacancy INTEGER NOT NULL,
  job_vacancy TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  no_hp TEXT NOT NULL,
  place_birth TEXT NOT NULL,
  date_birth TEXT NOT NULL,
  gender TEXT NOT NULL,
  maried TEXT NOT NULL,
  religion TEXT NOT NULL,
  address TEXT NOT NULL,
  current_province TEXT NOT NULL,
  current_city TEXT NOT NULL,
  current_subdistrict TEXT NOT NULL,
  current_kode_post TEXT NOT NULL,
  ktp_addres TEXT NOT NULL,
  ktp_province TEXT NOT NULL,
  ktp_city TEXT NOT NULL,
  ktp_subdistrict TEXT NOT NULL,
  ktp_kode_post TEXT NOT NULL,
  instagram TEXT NOT NULL,
  linkedin TEXT NOT NULL,
  emergency_name TEXT NOT NULL,
  emergency_phone TEXT NOT NULL,
  text_promosi_diri TEXT NOT NULL,
  file_cv_name TEXT NOT NULL,
  file_ijazah_name TEXT NOT NULL,
  file_english_name TEXT NOT NULL
);
CREATE UNIQUE INDEX applications_one_per_email_and_vacancy ON applications (lower(email), id_job_vacancy);

-- The uploads of an application; `path` is relative to <data>/uploads.
CREATE TABLE application_files (
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  filename TEXT NOT NULL,
  mimetype TEXT NOT NULL,
  size INTEGER NOT NULL,
  path TEXT NOT NULL UNIQUE,
  PRIMARY KEY (application_id, field)
);

-- Member checks that passed (passwords are never stored).
CREATE TABLE members (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  email TEXT NOT NULL,
  code_konsultan TEXT,
  id_provinsi TEXT,
  kode_sekolah TEXT,
  nama_lengkap TEXT,
  no_wa TEXT,
  id_propinsi TEXT,
  id_kabkota TEXT
);

CREATE TABLE orders (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  order_id TEXT NOT NULL UNIQUE,
  payment_token TEXT NOT NULL UNIQUE,
  payment_status TEXT NOT NULL,
  tracking_id TEXT NOT NULL UNIQUE,
  gross_amount INTEGER NOT NULL,
  payload TEXT NOT NULL
);

-- The parcel of each placed order.
CREATE TABLE trackings (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  tracking_id TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL REFERENCES orders (order_id),
  nama_lengkap TEXT NOT NULL,
  no_resi TEXT NOT NULL,
  waybill_id TEXT NOT NULL,
  courier_company TEXT NOT NULL
);
CREATE INDEX trackings_by_waybill ON trackings (waybill_id, courier_company);

-- The view counter of every tracking id (seeded ones included).
CREATE TABLE tracking_views (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  tracking_id TEXT NOT NULL UNIQUE,
  count_tracking INTEGER NOT NULL CHECK (count_tracking >= 0)
);

-- What each POST /filter/scholarship received and understood (for the team and the e2e tests).
CREATE TABLE scholarship_filters (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  received TEXT NOT NULL,
  understood TEXT NOT NULL,
  results INTEGER NOT NULL
);
