import type { CartItem, CourierOption, OrderPayload, ShippingChoice, ShippingItem } from '@niec/shared';
import { COURIER_INSURANCE, DELIVERY_TYPE, ITEM_WEIGHT } from './constants';
import { itemName } from './summary';
import type { MemberValues, ShippingAddress } from '../model';

/** Cart items as the aggregator and the checkout call want them (docs/product-rules.md#shipping). */
export function toShippingItems(items: CartItem[]): ShippingItem[] {
  return items.map((item) => ({
    name: itemName(item),
    description: item.code_product ?? '',
    value: item.price,
    weight: ITEM_WEIGHT,
    quantity: item.quantity,
  }));
}

/** The shipping-choice state fixed by 'Pilih Pengiriman' (docs/product-rules.md#checkout). */
export function toShippingChoice(option: CourierOption, cartTotal: number): ShippingChoice {
  return {
    ongkir: option.price,
    total: cartTotal + option.price,
    courier_code: option.courier_code,
    courier_type: option.type,
  };
}

/** The order payload of POST /niec-merchandise/checkout, with total and (members) code_konsultan. */
export function buildOrderPayload({
  address,
  shipping,
  items,
  member,
}: {
  address: ShippingAddress;
  shipping: ShippingChoice;
  items: CartItem[];
  member: MemberValues | null;
}): OrderPayload {
  const payload: OrderPayload = {
    destination_contact_name: address.nama_lengkap.trim(),
    destination_contact_phone: address.notelp.trim(),
    destination_address: address.alamat.trim(),
    destination_contact_email: address.email.trim(),
    destination_postal_code: Number.parseInt(address.postal_code, 10),
    courier_company: shipping.courier_code,
    courier_type: shipping.courier_type,
    courier_insurance: COURIER_INSURANCE,
    delivery_type: DELIVERY_TYPE,
    ongkir: shipping.ongkir,
    items: toShippingItems(items),
    total: shipping.total,
  };
  if (member) payload.code_konsultan = member.code_konsultan;
  return payload;
}
