import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Loading,
  Notice,
  StatusMessage,
  uiClasses,
  useCartHydrated,
  useCartStore,
  usePageMeta,
  useRouteData,
  type RouteData,
} from '@niec/shared';
import type { CatalogueProduct } from '../../lib/catalogue-product';
import { CartView } from './components/cart-view';
import { ProductCard } from './components/product-card';
import { ViewToggle } from './components/view-toggle';
import type { MerchandiseData } from './merchandise.loader';
import { merchandiseView, type MerchandiseView } from './merchandise-view';
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
  // The list has no not-found state: the loader never answers it, so it would be a failure too.
  if (products.status === 'error' || products.status === 'not-found') {
    return (
      <StatusMessage
        title="Produk belum dapat ditampilkan"
        action={
          <button type="button" className={uiClasses.buttonSecondary} onClick={onRetry}>
            Coba lagi
          </button>
        }
      >
        Periksa koneksi internetmu, lalu coba lagi.
      </StatusMessage>
    );
  }
  // Null while loading, and while the cart view's data (which holds no products) is still the one shown.
  const list = products.status === 'success' ? products.data.products : null;
  if (!list) return <Loading />;
  if (list.length === 0) {
    return <StatusMessage title="Belum ada produk">Merchandise baru segera hadir.</StatusMessage>;
  }
  return (
    <ul className={styles.grid} aria-label="Daftar merchandise">
      {list.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} onAdded={onAdded} />
      ))}
    </ul>
  );
}

export default function MerchandisePage() {
  const [params, setParams] = useSearchParams();
  const view = merchandiseView(params);
  // Checkout sends an empty cart back here with ?notice=keranjang-kosong.
  const emptyCartNotice = params.get('notice') === 'keranjang-kosong';
  const cartCount = useCartStore((state) => state.totalUniqueItems);
  const [announcement, setAnnouncement] = useState('');
  // The cart view shows the stored cart, which the browser reads after hydration (the server has none).
  const cartHydrated = useCartHydrated();
  // The product list, from the page's loader (merchandise.loader.ts).
  const products = useRouteData<MerchandiseData>();
  const { status, error } = products;

  useEffect(() => {
    // SPEC section 8: a failed product list is logged (the cart view loads no list).
    if (status === 'error' && view === 'list') console.error('Gagal memuat daftar merchandise', error);
  }, [status, error, view]);

  usePageMeta({
    title: view === 'cart' ? 'Keranjang Belanja' : 'Merchandise',
    description: 'Merchandise resmi NIEC Indonesia dan paket membership.',
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
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>NIEC Store</p>
          <h1 className={styles.title}>Merchandise NIEC</h1>
          <p className={styles.lead}>
            Kaos, hoodie, tumbler dan paket membership resmi untuk kamu yang bersiap kuliah ke luar negeri.
          </p>
        </div>
      </div>
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
      <div className={styles.toolbar}>
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
