import type { CartItem } from '@niec/shared';

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  value: number;
  lineTotal: number;
}

export interface CheckoutSummary {
  lines: SummaryLine[];
  cartTotal: number;
  /** null until a courier is chosen. */
  ongkir: number | null;
  total: number;
}

export function itemName(item: CartItem): string {
  return item.name_product || item.code_product || `Produk ${String(item.id)}`;
}

/** The payment summary: each item, the shipping cost once chosen, and total = cart total + ongkir. */
export function computeSummary(items: CartItem[], cartTotal: number, ongkir: number | null): CheckoutSummary {
  return {
    lines: items.map((item) => ({
      key: String(item.id),
      name: itemName(item),
      quantity: item.quantity,
      value: item.price,
      lineTotal: item.price * item.quantity,
    })),
    cartTotal,
    ongkir,
    total: cartTotal + (ongkir ?? 0),
  };
}
