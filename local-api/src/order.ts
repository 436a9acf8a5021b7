import { textProblem } from './http.js';
import { FIELDS, ORDER_LIMITS } from './limits.js';
import { isConsultant } from './lookups.js';
import { findPostalEntry, ITEM_WEIGHT_GRAMS, quoteCourier, SUPPORTED_COURIERS } from './courier-rates.js';
import { addError, is, isEmail, oneOf, required, validate, type Check, type FieldErrors } from './validation.js';
import type { OrderPayload, Product, ShippingItem } from '@niec/shared/types';

/**
 * The order of POST /niec-merchandise/checkout, checked and priced by the server: every item's
 * value comes from the catalogue, `ongkir` from the chosen courier's rate for the destination and
 * the parcel (computed exactly as POST /shipping/v1/rates/couriers computes it), and `total` from
 * both. What the browser sent must match, otherwise the order is refused with the field and the
 * right figure; the stored payload holds the server's figures and only the fields of docs/product-rules.md#shipping.
 */
/** One line of a priced order: the shared order's item (name, description, value, weight, quantity). */
export type OrderItem = ShippingItem;

/** The shared order (OrderPayload), with the server's own figures: its items' values, `ongkir` and `total`. */
export type PricedOrder = OrderPayload & { total: number };

const rupiah = (amount: number): string => `Rp ${amount.toLocaleString('id-ID')}`;

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= ORDER_LIMITS.maxAmount;

/** Products by code, built once per catalogue (the app's, see catalogue.ts). */
const byCode = new WeakMap<readonly Product[], Map<string, Product>>();
function productsByCode(products: readonly Product[]): Map<string, Product> {
  let map = byCode.get(products);
  if (!map) {
    map = new Map(products.map((product) => [product.code_product, product]));
    byCode.set(products, map);
  }
  return map;
}

interface ItemLine {
  code: string;
  quantity: number;
}

/** Shape and bounds of items; answers the lines that can be priced. */
function readItems(raw: unknown, errors: FieldErrors, catalogue: Map<string, Product>): ItemLine[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    addError(errors, 'items', 'Keranjang belanja kosong.');
    return [];
  }
  if (raw.length > ORDER_LIMITS.items) {
    addError(errors, 'items', `Maksimal ${ORDER_LIMITS.items} jenis barang per pesanan.`);
    return [];
  }
  const lines: ItemLine[] = [];
  raw.forEach((entry: unknown, index) => {
    const key = `items.${index}`;
    const item = (typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : null) as Record<
      string,
      unknown
    > | null;
    const text = (field: 'name' | 'description') => {
      const value = item?.[field];
      const spec = FIELDS.orderItem[field];
      return typeof value === 'string' && value.trim() !== '' && value.length <= spec.max && !textProblem(value);
    };
    const quantity = item?.quantity;
    const weight = item?.weight;
    if (
      !item ||
      !text('name') ||
      !text('description') ||
      !isAmount(item.value) ||
      typeof weight !== 'number' ||
      !Number.isFinite(weight) ||
      weight <= 0 ||
      !Number.isInteger(quantity) ||
      (quantity as number) < 1
    ) {
      addError(errors, key, 'Data barang tidak valid.');
      return;
    }
    if ((quantity as number) > ORDER_LIMITS.quantity) {
      addError(errors, key, `Jumlah barang maksimal ${ORDER_LIMITS.quantity} per produk.`);
      return;
    }
    const code = (item.description as string).trim();
    const product = catalogue.get(code);
    if (!product) {
      addError(errors, key, 'Produk tidak ditemukan di katalog.');
      return;
    }
    if (item.value !== product.price) {
      addError(errors, key, `Harga ${product.name_product} tidak sesuai dengan katalog (${rupiah(product.price)}).`);
      return;
    }
    lines.push({ code, quantity: quantity as number });
  });
  return lines;
}

/**
 * Checks and prices an order. `fields` are its text fields as readBody accepted them (length,
 * type, characters); `raw` is the JSON body for the numbers and items.
 */
export function priceOrder(
  raw: Record<string, unknown>,
  fields: Record<string, string>,
  products: readonly Product[],
): { errors: FieldErrors; order: PricedOrder | null } {
  const catalogue = productsByCode(products);
  const value = (key: string) => (fields[key] ?? '').trim();
  const postal = raw.destination_postal_code;
  const destination = Number.isInteger(postal) ? findPostalEntry(postal) : undefined;
  // The numbers come from the JSON body as numbers, not from the text fields.
  const amount = (key: string, message: string) => () => (isAmount(raw[key]) ? null : message);
  const checks: Check[] = [
    ['destination_contact_name', required('Nama wajib diisi')],
    ['destination_contact_phone', is((phone) => /^\d+$/.test(phone), 'Nomor Telepon wajib diisi')],
    ['destination_address', required('Alamat wajib diisi')],
    ['destination_contact_email', is(isEmail, 'Email Tidak Valid')],
    ['destination_postal_code', () => (destination ? null : 'Kode Pos tidak terdaftar/tidak valid')],
    ['courier_company', oneOf(SUPPORTED_COURIERS, 'Pilih Kurir')],
    ['courier_type', required('Pilih Kurir')],
    ['courier_insurance', amount('courier_insurance', 'Nilai asuransi tidak valid.')],
    ['delivery_type', required('Jenis pengiriman tidak valid.')],
    ['ongkir', amount('ongkir', 'Ongkos kirim tidak valid.')],
    ['total', amount('total', 'Total pembayaran tidak sesuai.')],
    // Checked when sent (members), even empty.
    [
      'code_konsultan',
      (_value, _form, sentCode) =>
        sentCode === undefined || isConsultant(sentCode) ? null : 'Pilih salah satu konsultan',
    ],
  ];
  const errors = validate(fields, checks);
  const codeKonsultan = fields.code_konsultan;
  const courier = value('courier_company');
  const lines = readItems(raw.items, errors, catalogue);
  if (Object.keys(errors).length > 0 || !destination) return { errors, order: null };

  // The server's figures.
  const items: OrderItem[] = lines.map(({ code, quantity }) => {
    const product = catalogue.get(code)!;
    return {
      name: product.name_product,
      description: product.code_product,
      value: product.price,
      weight: ITEM_WEIGHT_GRAMS,
      quantity,
    };
  });
  const grams = items.reduce((sum, item) => sum + item.weight * item.quantity, 0);
  const quote = quoteCourier(destination.postal_code, grams, courier, value('courier_type'));
  if (!quote) {
    addError(errors, 'courier_type', 'Layanan kurir ini tidak tersedia untuk alamat dan paket ini. Pilih kurir lain.');
    return { errors, order: null };
  }
  const ongkir = quote.price;
  const total = items.reduce((sum, item) => sum + item.value * item.quantity, 0) + ongkir;
  if (raw.ongkir !== ongkir) {
    addError(errors, 'ongkir', `Ongkos kirim tidak sesuai dengan tarif kurir yang dipilih (${rupiah(ongkir)}).`);
  }
  if (raw.total !== total) addError(errors, 'total', `Total pembayaran tidak sesuai (seharusnya ${rupiah(total)}).`);
  if (Object.keys(errors).length > 0) return { errors, order: null };

  return {
    errors,
    order: {
      destination_contact_name: value('destination_contact_name'),
      destination_contact_phone: value('destination_contact_phone'),
      destination_address: value('destination_address'),
      destination_contact_email: value('destination_contact_email'),
      destination_postal_code: destination.postal_code,
      courier_company: courier,
      courier_type: value('courier_type'),
      courier_insurance: raw.courier_insurance as number,
      delivery_type: value('delivery_type'),
      ongkir,
      items,
      total,
      ...(codeKonsultan !== undefined ? { code_konsultan: codeKonsultan } : {}),
    },
  };
}
