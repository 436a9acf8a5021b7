import { formatRupiah } from '@niec/shared';
import { htmlToText } from '@niec/shared/html';
import { href } from '@niec/shared/routes';
import { recordsOf, type SearchRecord } from '@niec/shared/search';
import { fetchProductRecords } from '../merchandise/api/fetch-products';

/** What the shop offers the site search (RemoteRoutesModule.search): every product, membership packages too. */
export async function productSearchRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const products = await fetchProductRecords(signal);
  return recordsOf(products, () =>
    products
      .filter((product) => product.code_product)
      .map((product) => ({
        kind: 'merchandise',
        title: product.name_product,
        text: htmlToText(product.description),
        meta: [formatRupiah(product.price), Number(product.is_with_member) === 1 ? 'Paket membership' : null]
          .filter(Boolean)
          .join(' · '),
        href: href('productDetail', { code_product: product.code_product }),
      })),
  );
}
