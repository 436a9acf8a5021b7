import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Loading,
  Notice,
  StatusMessage,
  uiClasses,
  useAsync,
  useCartStore,
  usePageMeta,
  type AsyncState,
} from '@niec/shared';
import type { CatalogueProduct } from '../../lib/catalogue-product';
import { fetchProducts } from './api/fetch-products';
import { CartView } from './components/cart-view';
import { ProductCard } from './components/product-card';
import { ViewToggle, type MerchandiseView } from './components/view-toggle';
import styles from './merchandise-page.module.css';

/** Cards in the first row on a desktop load their pictures eagerly. */
const EAGER_CARDS = 4;

function ProductList({
  products,
  onRetry,
  onAdded,
}: {
  products: AsyncState<CatalogueProduct[]>;
  onRetry: () => void;
  onAdded: (product: CatalogueProduct) => void;
}) {
  if (products.status === 'loading') return <Loading />;
  if (products.status === 'error') {
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
  if (products.data.length === 0) {
    return <StatusMessage title="Belum ada produk">Merchandise baru segera hadir.</StatusMessage>;
  }
  return (
    <ul className={styles.grid} aria-label="Daftar merchandise">
      {products.data.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} onAdded={onAdded} />
      ))}
    </ul>
  );
}

export default function MerchandisePage() {
  const [params, setParams] = useSearchParams();
  const view: MerchandiseView = params.get('view') === 'cart' ? 'cart' : 'list';
  // Checkout sends an empty cart back here with ?notice=keranjang-kosong.
  const emptyCartNotice = params.get('notice') === 'keranjang-kosong';
  const cartCount = useCartStore((state) => state.totalUniqueItems);
  const [announcement, setAnnouncement] = useState('');
  // Loaded once for the page, so switching between the views does not refetch.
  const [attempt, setAttempt] = useState(0);
  const products = useAsync((signal) => fetchProducts(signal), [attempt]);

  useEffect(() => {
    // SPEC section 8: a failed product list is logged.
    if (products.status === 'error') console.error('Gagal memuat daftar merchandise', products.error);
  }, [products]);

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
        <CartView onShowProducts={() => showView('list')} />
      ) : (
        <ProductList
          products={products}
          onRetry={() => setAttempt((n) => n + 1)}
          onAdded={(product) => setAnnouncement(`${product.name} ditambahkan ke keranjang.`)}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
