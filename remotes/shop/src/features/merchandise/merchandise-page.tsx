import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Loading,
  LoadError,
  Notice,
  StatusMessage,
  uiClasses,
  usePageMeta,
  useRouteData,
  type RouteData,
  NEEDS_SCRIPT,
  ScriptRequired,
} from '@niec/shared';
import { useCartHydrated, useCartStore } from '@niec/shared/cart';
import { ListPageNotFound, Pagination, readPage, useListTop } from '@niec/shared/lists';
import { href, ROUTES } from '@niec/shared/routes';
import { CartView } from './components/cart-view';
import { ProductCard } from './components/product-card';
import { ViewToggle } from './components/view-toggle';
import type { MerchandiseData } from './merchandise.loader';
import { merchandiseView, type CatalogueProduct, type MerchandiseView } from './model';
import styles from './merchandise-page.module.css';

/** Cards in the first row on a desktop load their pictures eagerly. */
const EAGER_CARDS = 4;

function ProductList({
  products,
  onRetry,
  onAdded,
}: {
  products: RouteData<MerchandiseData>;
  onRetry: () => void;
  onAdded: (product: CatalogueProduct) => void;
}) {
  if (products.status === 'error') {
    return (
      <LoadError
        title="Produk belum dapat ditampilkan"
        message="Periksa koneksi internetmu, lalu coba lagi."
        onRetry={onRetry}
      />
    );
  }
  if (products.status !== 'success') return <Loading />;
  const { products: list, page, pageCount, total } = products.data;
  if (total === 0) {
    return <StatusMessage title="Belum ada produk">Merchandise baru segera hadir.</StatusMessage>;
  }
  return (
    <>
      <ul className={`${uiClasses.bareList} ${uiClasses.columns} ${styles.grid}`} aria-label="Daftar merchandise">
        {list.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} onAdded={onAdded} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} label="Halaman daftar produk" />
    </>
  );
}

/**
 * /merchandise: the product list, 24 cards a page (`?page=N`), or the cart (`?view=cart`). Both views share the
 * loader's data (one page of cards), so switching between them loads nothing. A page of the list that does not
 * exist is not found.
 */
export default function MerchandisePage() {
  const products = useRouteData<MerchandiseData>();
  if (products.status === 'not-found') {
    return <ListPageNotFound message="Halaman daftar produk yang kamu buka tidak ada." />;
  }
  return <Merchandise products={products} />;
}

function Merchandise({ products }: { products: RouteData<MerchandiseData> }) {
  const [params, setParams] = useSearchParams();
  const view = merchandiseView(params);
  // Checkout sends an empty cart back here with ?notice=keranjang-kosong.
  const emptyCartNotice = params.get('notice') === 'keranjang-kosong';
  const cartCount = useCartStore((state) => state.totalUniqueItems);
  const [announcement, setAnnouncement] = useState('');
  // The cart view shows the stored cart, which the browser reads after hydration (the server has none).
  const cartHydrated = useCartHydrated();
  const { status, error } = products;
  const page = readPage(params) ?? 1;
  // After a page change, the list starts at its heading (scrolled to and focused).
  const listTop = useListTop<HTMLHeadingElement>(products.data?.page);

  useEffect(() => {
    // docs/product-rules.md#merchandise: a failed product list is logged (in the list view, which shows it).
    if (status === 'error' && view === 'list') console.error('Error fetching produk', error);
  }, [status, error, view]);

  usePageMeta({
    title:
      view === 'cart'
        ? 'Keranjang Belanja'
        : page > 1
          ? `${ROUTES.merchandise.title} - Halaman ${page}`
          : ROUTES.merchandise.title,
    description: ROUTES.merchandise.description,
    // Each page of the list is its own canonical URL; the cart view points at the list.
    canonical: view === 'list' && page > 1 ? href('merchandise', undefined, { page }) : undefined,
  });

  // The view lives in the URL (?view=cart), so the header badge can link to the cart and Back works.
  const showView = (next: MerchandiseView) => {
    if (next === view) return;
    const nextParams = new URLSearchParams(params);
    if (next === 'cart') nextParams.set('view', 'cart');
    else nextParams.delete('view');
    nextParams.delete('notice');
    setParams(nextParams);
    setAnnouncement('');
  };

  return (
    <div className={styles.page}>
      <div className={`${uiClasses.hero} ${styles.hero}`}>
        <p className={uiClasses.heroEyebrow}>NIEC Store</p>
        <h1 className={uiClasses.heroTitle}>Merchandise NIEC</h1>
        <p className={uiClasses.heroText}>
          Kaos, hoodie, tumbler dan paket membership resmi untuk kamu yang bersiap kuliah ke luar negeri.
        </p>
      </div>
      <ScriptRequired title="Keranjang belanja membutuhkan JavaScript.">
        Aktifkan JavaScript di browser Anda untuk memasukkan produk ke keranjang dan checkout. Produk dan harganya tetap
        bisa Anda lihat di halaman ini.
      </ScriptRequired>
      {emptyCartNotice ? (
        <Notice
          tone="info"
          onDismiss={() => {
            const nextParams = new URLSearchParams(params);
            nextParams.delete('notice');
            setParams(nextParams, { replace: true });
          }}
        >
          Keranjang belanja Anda kosong, jadi checkout belum bisa dilakukan. Pilih produk terlebih dahulu.
        </Notice>
      ) : null}
      {view === 'list' ? (
        // Where a page change of the list takes the visitor (focus and scroll); for screen readers, the list's name.
        <h2 className={`visually-hidden ${styles.listTop}`} ref={listTop} tabIndex={-1}>
          Daftar produk
        </h2>
      ) : null}
      <div className={styles.toolbar} {...NEEDS_SCRIPT}>
        <ViewToggle view={view} cartCount={cartCount} onChange={showView} />
      </div>
      {view === 'cart' ? (
        cartHydrated ? (
          <CartView onShowProducts={() => showView('list')} />
        ) : (
          <Loading />
        )
      ) : (
        <ProductList
          products={products}
          onRetry={products.reload}
          onAdded={(product) => setAnnouncement(`${product.name} ditambahkan ke keranjang.`)}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
