/** The two views of /merchandise: the product list, or the cart (?view=cart, where the header badge links). */
export type MerchandiseView = 'list' | 'cart';

export function merchandiseView(searchParams: URLSearchParams): MerchandiseView {
  return searchParams.get('view') === 'cart' ? 'cart' : 'list';
}
