import denpasarMap from '../../../assets/maps/denpasar.webp';
import yogyakartaMap from '../../../assets/maps/yogyakarta.webp';
import makassarMap from '../../../assets/maps/makassar.webp';
import medanMap from '../../../assets/maps/medan.webp';
import jakartaSelatanMap from '../../../assets/maps/jakarta-selatan.webp';
import surabayaMap from '../../../assets/maps/surabaya.webp';
import singarajaMap from '../../../assets/maps/singaraja.webp';
import type { Branch } from '../model';

/** The contact page's branch tabs, with hours exactly as docs/product-rules.md#contact gives them. */
export const BRANCHES: readonly Branch[] = [
  {
    id: 'denpasar',
    name: 'Denpasar',
    address: 'Jl. Tukad Yeh Aya No. 92, Renon, Denpasar, Bali 80226',
    postalAddress: { street: 'Jl. Tukad Yeh Aya No. 92, Renon', city: 'Denpasar', region: 'Bali', postalCode: '80226' },
    days: 'Senin - Sabtu',
    hours: '09:00-18:00 WITA',
    phone: { label: '(0361) 475 4477', href: 'tel:+623614754477' },
    whatsapp: { label: '0811 3993 3399', href: 'https://wa.me/6281139933399' },
    email: 'denpasar@niecindonesia.com',
    mapImage: denpasarMap,
  },
  {
    id: 'yogyakarta',
    name: 'Yogyakarta',
    address: 'Jl. C. Simanjuntak No. 70, Terban, Gondokusuman, Yogyakarta 55223',
    postalAddress: {
      street: 'Jl. C. Simanjuntak No. 70, Terban, Gondokusuman',
      city: 'Yogyakarta',
      region: 'Daerah Istimewa Yogyakarta',
      postalCode: '55223',
    },
    days: 'Senin - Jumat',
    hours: '08:30-17:30',
    phone: { label: '(0274) 556 210', href: 'tel:+62274556210' },
    whatsapp: { label: '0811 2660 7010', href: 'https://wa.me/6281126607010' },
    email: 'yogyakarta@niecindonesia.com',
    mapImage: yogyakartaMap,
  },
  {
    id: 'makassar',
    name: 'Makassar',
    address: 'Jl. Boulevard Raya No. 15, Panakkukang, Makassar, Sulawesi Selatan 90231',
    postalAddress: {
      street: 'Jl. Boulevard Raya No. 15, Panakkukang',
      city: 'Makassar',
      region: 'Sulawesi Selatan',
      postalCode: '90231',
    },
    days: 'Senin - Jumat',
    hours: '09:00-18:00 WITA',
    phone: { label: '(0411) 425 118', href: 'tel:+62411425118' },
    whatsapp: { label: '0811 4100 2215', href: 'https://wa.me/6281141002215' },
    email: 'makassar@niecindonesia.com',
    mapImage: makassarMap,
  },
  {
    id: 'medan',
    name: 'Medan',
    address: 'Jl. Iskandar Muda No. 108, Medan Baru, Medan, Sumatera Utara 20154',
    postalAddress: {
      street: 'Jl. Iskandar Muda No. 108, Medan Baru',
      city: 'Medan',
      region: 'Sumatera Utara',
      postalCode: '20154',
    },
    days: 'Senin - Jumat',
    hours: '08:30-17:30 WITA',
    phone: { label: '(061) 415 7720', href: 'tel:+62614157720' },
    whatsapp: { label: '0811 6500 3348', href: 'https://wa.me/6281165003348' },
    email: 'medan@niecindonesia.com',
    mapImage: medanMap,
  },
  {
    id: 'jakarta-selatan',
    name: 'Jakarta Selatan',
    address: 'Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    postalAddress: {
      street: 'Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan',
      city: 'Jakarta Selatan',
      region: 'DKI Jakarta',
      postalCode: '12730',
    },
    days: 'Senin - Jumat',
    hours: '08:00-17:00 WIB',
    phone: { label: '(021) 7179 2231', href: 'tel:+622171792231' },
    whatsapp: { label: '0811 1900 4412', href: 'https://wa.me/6281119004412' },
    email: 'jakarta@niecindonesia.com',
    mapImage: jakartaSelatanMap,
  },
  {
    id: 'surabaya',
    name: 'Surabaya',
    address: 'Jl. Raya Darmo No. 55, Wonokromo, Surabaya, Jawa Timur 60241',
    postalAddress: {
      street: 'Jl. Raya Darmo No. 55, Wonokromo',
      city: 'Surabaya',
      region: 'Jawa Timur',
      postalCode: '60241',
    },
    days: 'Senin - Jumat',
    hours: '09:00-18:00 WIB',
    phone: { label: '(031) 567 3390', href: 'tel:+62315673390' },
    whatsapp: { label: '0811 3300 5527', href: 'https://wa.me/6281133005527' },
    email: 'surabaya@niecindonesia.com',
    mapImage: surabayaMap,
  },
];

/**
 * /singaraja: the original component is unknown (docs/product-rules.md#singaraja); our reading is the Singaraja
 * branch page, in the same style as the contact page's branches.
 */
export const SINGARAJA: Branch = {
  id: 'singaraja',
  name: 'Singaraja',
  address: 'Jl. Ngurah Rai No. 21, Kampung Baru, Buleleng, Singaraja, Bali 81113',
  postalAddress: {
    street: 'Jl. Ngurah Rai No. 21, Kampung Baru, Buleleng',
    city: 'Singaraja',
    region: 'Bali',
    postalCode: '81113',
  },
  days: 'Senin - Sabtu',
  hours: '09:00-17:00 WITA',
  phone: { label: '(0362) 330 4512', href: 'tel:+623623304512' },
  whatsapp: { label: '0811 3860 2210', href: 'https://wa.me/6281138602210' },
  email: 'singaraja@niecindonesia.com',
  mapImage: singarajaMap,
};
