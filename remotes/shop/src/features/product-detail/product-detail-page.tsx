import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  formatRupiah,
  Loading,
  SITE_NAME,
  StatusMessage,
  truncate,
  uiClasses,
  usePageMeta,
  useRouteData,
  useHydrated,
  type PageMeta,
  LoadError,
  NEEDS_SCRIPT,
  ScriptRequired,
  PressButton,
} from '@niec/shared';
import { SafeHtml } from '@niec/shared/html';
import { SaveButton } from '@niec/shared/saved';
import { Breadcrumb, breadcrumbList, product as productItem } from '@niec/shared/seo';
import { ShareControl } from '@niec/shared/share';
import { href, ROUTES } from '@niec/shared/routes';
import { addButtonLabel } from '../../lib/cart-rules';
import { savedProduct, type CatalogueProduct } from '../merchandise/model';
import { useAddToCart } from '../../lib/use-add-to-cart';
import type { ProductDetail } from './model';
import { GalleryPlaceholder } from './components/gallery-placeholder';
import type { ProductDetailData } from './product-detail.loader';
import styles from './product-detail-page.module.css';

// react-slick and its CSS load only here, after the page itself (docs/product-rules.md#merchandise: nothing of it on the list).
const ProductGallery = lazy(() => import('./components/product-gallery'));

export const NO_DESCRIPTION = 'Deskripsi tidak tersedia';
/** Characters of a meta description search results show. */
const META_DESCRIPTION_LENGTH = 155;
const CONDITION = 'Baru';

/** 'Add to Cart' and, beside it, 'Simpan' (the saved list); once in the cart, a link to it. */
function AddToCartPanel({ product }: { product: ProductDetail }) {
  // The cart line keeps the first picture (the cart view shows it).
  const catalogueProduct = useMemo<CatalogueProduct>(
    () => ({
      id: product.id,
      code: product.code,
      name: product.name,
      price: product.price,
      isMember: product.isMember,
      image: product.pictures[0] ?? null,
    }),
    [product],
  );
  const { availability, add } = useAddToCart(catalogueProduct);
  const blocked = availability.kind !== 'available';
  return (
    <div className={styles.buy}>
      <ScriptRequired title="Keranjang belanja membutuhkan JavaScript.">
        Aktifkan JavaScript di browser Anda untuk memasukkan produk ini ke keranjang dan checkout.
      </ScriptRequired>
      <PressButton
        {...NEEDS_SCRIPT}
        type="button"
        className={`${uiClasses.button} ${styles.addButton} ${availability.kind === 'inCart' ? styles.inCart : ''}`}
        // aria-disabled, not disabled: focus stays on the button when it turns into 'In Cart (n)'.
        aria-disabled={blocked || undefined}
        onClick={() => {
          if (!blocked) add();
        }}
      >
        {addButtonLabel(availability)}
      </PressButton>
      <SaveButton {...savedProduct(product)} variant="page" />
      {availability.kind === 'inCart' ? (
        <Link to={href('merchandise', undefined, { view: 'cart' })} className={uiClasses.buttonSecondary}>
          Lihat Keranjang
        </Link>
      ) : null}
      {availability.kind === 'memberLimit' ? (
        <p className={styles.buyNote}>
          Keranjangmu sudah berisi paket member. Hapus paket tersebut dari keranjang bila ingin menggantinya.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The product's pictures: the placeholder until hydration, then the slider. A component of its own, so the switch
 * after hydration (a synchronous render in React) re-renders the pictures, not the whole product
 * (docs/decisions/008-hydrate-less.md).
 */
function ProductMedia({ product }: { product: ProductDetail }) {
  // The slider (react-slick measures the page) starts in the browser only; until then its placeholder shows the
  // first picture in the same box.
  const sliderReady = useHydrated();
  return sliderReady && product.pictures.length > 0 ? (
    <Suspense fallback={<GalleryPlaceholder pictures={product.pictures} name={product.name} />}>
      <ProductGallery pictures={product.pictures} name={product.name} />
    </Suspense>
  ) : (
    <GalleryPlaceholder pictures={product.pictures} name={product.name} />
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  return (
    <article className={styles.product}>
      <div className={styles.media}>
        <ProductMedia product={product} />
      </div>
      <div className={styles.info}>
        {product.isMember ? <p className={styles.memberBadge}>Paket Member</p> : null}
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.price}>{formatRupiah(product.price)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Kondisi</dt>
            <dd>{CONDITION}</dd>
          </div>
          <div>
            <dt>Kode produk</dt>
            <dd>{product.code}</dd>
          </div>
        </dl>
        <AddToCartPanel product={product} />
        <ShareControl title={product.name} label="Bagikan produk ini" className={styles.share} />
        <section className={styles.description} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.descriptionTitle}>
            Deskripsi
          </h2>
          {product.description ? (
            <SafeHtml className={styles.descriptionBody} html={product.description} />
          ) : (
            <p className={styles.descriptionEmpty}>{NO_DESCRIPTION}</p>
          )}
        </section>
      </div>
    </article>
  );
}

/** The product in search results: its name and price, then what its description says (as much as a result shows). */
export function productDescription(product: Pick<ProductDetail, 'name' | 'price'>, text: string): string {
  const head = `${product.name} seharga ${formatRupiah(product.price)}, merchandise resmi ${SITE_NAME}`;
  return text && text !== product.name ? truncate(`${head}. ${text}`, META_DESCRIPTION_LENGTH) : `${head}.`;
}

/** The page's head: title, description, the Product with its offer, and the breadcrumb it shows. */
function productMeta({ product, metaDescription }: ProductDetailData): PageMeta {
  const path = href('productDetail', { code_product: product.code });
  return {
    title: product.name,
    description: productDescription(product, metaDescription),
    image: product.pictures[0],
    type: 'product',
    structuredData: [
      productItem({
        path,
        name: product.name,
        sku: product.code,
        description: metaDescription,
        // A product without pictures is shown by its link-preview card (host/server/og).
        images: product.pictures.length > 0 ? product.pictures : [`/og${path}.png`],
        price: product.price,
        // Every product the API lists can be put in the cart and bought (it sends no stock).
        inStock: true,
        brand: SITE_NAME,
      }),
      breadcrumbList([
        { name: ROUTES.merchandise.title, path: href('merchandise') },
        { name: product.name, path },
      ]),
    ],
  };
}

export default function ProductDetailPage() {
  const { code_product: code = '' } = useParams();
  // The product, from the page's loader (product-detail.loader.ts).
  const state = useRouteData<ProductDetailData>();
  const product = state.status === 'success' ? state.data.product : null;
  const notFound = state.status === 'not-found';
  const failed = state.status === 'error' || notFound;
  const { status, error } = state;

  useEffect(() => {
    // docs/product-rules.md#merchandise: a failed product detail is logged and ends the loading state.
    if (status === 'error' || status === 'not-found') {
      console.error(`Error fetching produk ${code}`, status === 'not-found' ? 'not found' : error);
    }
  }, [status, error, code]);

  usePageMeta(
    state.status === 'success'
      ? productMeta(state.data)
      : { title: failed ? 'Produk tidak ditemukan' : ROUTES.productDetail.title },
  );

  return (
    <div className={styles.page}>
      <Breadcrumb
        trail={[{ name: ROUTES.merchandise.title, path: href('merchandise') }, { name: product?.name ?? code }]}
      />
      {state.status === 'loading' ? <Loading /> : null}
      {product ? <ProductView product={product} /> : null}
      {failed ? (
        <div className={styles.failure}>
          <h1 className={styles.failureTitle}>{notFound ? 'Produk tidak ditemukan' : 'Produk gagal dimuat'}</h1>
          {notFound ? (
            <StatusMessage
              tone="error"
              title={`Tidak ada produk dengan kode "${code}".`}
              action={
                <Link to={href('merchandise')} className={uiClasses.buttonSecondary}>
                  Kembali ke Merchandise
                </Link>
              }
            >
              Produk ini mungkin sudah tidak dijual. Lihat merchandise lain di toko kami.
            </StatusMessage>
          ) : (
            <LoadError
              title="Terjadi gangguan saat memuat produk ini."
              message="Periksa koneksi internetmu, lalu coba lagi."
              onRetry={state.reload}
              actions={
                <Link to={href('merchandise')} className={uiClasses.buttonSecondary}>
                  Kembali ke Merchandise
                </Link>
              }
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
