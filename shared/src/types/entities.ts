/** Entity shapes of docs/product-rules.md#entities, as the API sends them. */

export interface ArticleCategory {
  code_artikel_kategori: string;
  kategori: string;
}

export interface Article {
  id?: number;
  judul: string;
  sub_judul: string;
  slug: string;
  image: string | null;
  /** HTML body; sanitise before rendering. */
  isi: string;
  /** 1/'1' published, 0/'0' draft (the API has sent both). */
  is_publish: number | string;
  created_at: string;
  updated_at: string;
  code_artikel_kategori: string;
  kategori: ArticleCategory | null;
}

export interface PlatinumUniversity {
  logo: string;
  name?: string;
}

export interface Scholarship {
  id?: number;
  scholarship_name: string;
  /** 1 fully funded, anything else partially funded. */
  scholarship_type: number | string;
  open_reg: string;
  close_reg: string;
  country: { countryname: string; countrycode: string } | null;
  universities: { nama_sekolah: string | null } | null;
  program: { program: string }[] | null;
  code_school_rep: string | null;
  description?: string | null;
}

export interface JenjangOption {
  id: number | string;
  jenjang: string;
}

export interface CountryOption {
  countrycode: string;
  countryname: string;
}

export interface FundingTypeOption {
  scholarship_type: number | string;
  name?: string;
}

export interface UniversityOption {
  code_school_rep: string;
  nama_sekolah: string | null;
}

export interface StudyTour {
  id: number;
  image: string;
  city: string;
  county: string;
  durasi: string;
  harga: number;
  min_pax: number;
  /** HTML itinerary; sanitise before rendering. */
  itenary: string;
}

export interface City {
  id: number;
  kabupaten_name: string;
}

export interface Province {
  id: number;
  province_name: string;
}

export type Regency = City;

export interface Recommender {
  code_konsultan: string;
  nama: string;
}

export interface Vacancy {
  id_job_vacancy: number;
  title: string;
  department: string;
  propinsi: { nama_kabkota: string } | null;
  id_kabkota: number | string;
  slug_title: string;
  gaji_1: number | null;
  gaji_2: number | null;
  /** HTML description; sanitise before rendering. */
  deskripsi: string;
  /** When the vacancy was posted and last changed ('YYYY-MM-DD HH:mm:ss', WITA, like an article's). */
  created_at: string;
  updated_at: string;
}

export interface AreaEntry {
  id_kabkota: number | string;
  propinsi: { nama_kabkota: string };
}

export interface JobCategory {
  jobdesk: string;
}

export interface Product {
  id: number;
  id_product: number | string;
  code_product: string;
  name_product: string;
  price: number;
  file_pic: string | null;
  file_pic1: string | null;
  file_pic2: string | null;
  file_pic3: string | null;
  /** HTML or plain text; sanitise before rendering. */
  description: string | null;
  is_with_member: number;
}

export interface CourierOption {
  courier_name: string;
  courier_code: string;
  type: string;
  courier_service_code?: string;
  description: string;
  price: number;
  shipment_duration_range: string;
  /** 'days' or 'hours' from the aggregator. */
  shipment_duration_unit: string;
}

export interface ShippingItem {
  name: string;
  description: string;
  value: number;
  weight: number;
  quantity: number;
}

export interface ShippingChoice {
  ongkir: number;
  total: number;
  courier_code: string;
  courier_type: string;
}

export interface Consultant {
  id: number;
  code: string;
  name: string;
  office: { kota: string } | null;
}

export interface School {
  nama_sekolah: string;
  kode_sekolah: string;
}

export interface OrderPayload {
  destination_contact_name: string;
  destination_contact_phone: string;
  destination_address: string;
  destination_contact_email: string;
  destination_postal_code: number;
  courier_company: string;
  courier_type: string;
  courier_insurance: number;
  delivery_type: string;
  ongkir: number;
  items: ShippingItem[];
  total?: number;
  code_konsultan?: string;
}

export interface TrackingRecord {
  nama_lengkap: string;
  no_resi: string;
  count_tracking: number;
  waybill_id: string;
  courier_company: string;
}

export interface TrackingEvent {
  note: string;
  eventDate: string;
}
