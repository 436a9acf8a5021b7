import { formatRupiah } from '@niec/shared';
import { htmlToText } from '@niec/shared/html';
import { savedKey } from '@niec/shared/saved';
import { recordsOf, type SearchRecord } from '@niec/shared/search';
import { fetchProductRecords } from '../merchandise/api/fetch-products';
import { savedProduct } from '../merchandise/model';

/**
 * What the shop offers the site search (RemoteRoutesModule.search): every product, membership packages too, leading
 * to its page, as its 'Simpan' keeps it (savedProduct).
 */
export async function productSearchRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const products = await fetchProductRecords(signal);
  return recordsOf(products, () =>
    products
      .filter((product) => product.code_product)
      .map((product): SearchRecord => {
        const saved = savedProduct({ code: product.code_product, name: product.name_product });
        return {
          kind: 'merchandise',
          title: saved.title,
          text: htmlToText(product.description),
          meta: [formatRupiah(product.price), Number(product.is_with_member) === 1 ? 'Paket membership' : null]
            .filter(Boolean)
            .join(' · '),
          href: saved.href,
          saved: savedKey(saved.kind, saved.id),
        };
      }),
  );
}
