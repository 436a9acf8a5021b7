import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateCart, useCartStore } from '@niec/shared/cart';
import {
  applyTestConfig,
  itemOfType,
  renderRoute,
  renderServerHead,
  resetCartStore,
  type RouteDataState,
  routeElement,
  visibleBreadcrumb,
} from '@niec/shared/testing';
import type { ProductDetail } from './model';
import type { ProductDetailData } from './product-detail.loader';
import ProductDetailPage from './product-detail-page';

/** The cart's line for a product id. */
const cartLine = (id: number) => useCartStore.getState().items.find((item) => item.id === id);

const tumbler: ProductDetail = {
  id: 4,
  code: 'NIEC-004',
  name: 'Tumbler Stainless NIEC 500 ml',
  price: 120000,
  isMember: false,
  pictures: ['http://img/4a.svg', 'http://img/4b.svg', 'http://img/4c.svg'],
  description:
    '<p>Tahan <strong>panas</strong></p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
};

type DataState = RouteDataState<ProductDetailData>;

const loadedProduct = (product: ProductDetail = tumbler): DataState => ({
  data: { product, metaDescription: 'Tahan panas' },
});

/** Renders the page as the host does, with its loader's result (by default: the tumbler). */
function renderAt(code: string, data: DataState = loadedProduct()) {
  return renderRoute(
    { '/MerchandiseDetail/:code_product': <ProductDetailPage />, '/merchandise': <h1>Merchandise list</h1> },
    { url: `/MerchandiseDetail/${code}`, routeData: data },
  );
}

beforeEach(async () => {
  applyTestConfig();
  resetCartStore();
  // As the host does once the page is hydrated: the (empty) stored cart is read.
  await hydrateCart();
});

/** The saved list as the device keeps it (@niec/shared/saved). */
const storedList = (): unknown => JSON.parse(localStorage.getItem('niec:saved') ?? 'null');

afterEach(() => localStorage.removeItem('niec:saved'));

test('shows Loading... while the product loads, with its code in the breadcrumb', () => {
  renderAt('NIEC-004', 'loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('NIEC-004');
  expect(document.title).toBe('Detail Merchandise | NIEC Indonesia');
});

test('shows the name, price, condition Baru and the sanitised description', async () => {
  renderAt('NIEC-004');
  expect(screen.getByRole('heading', { level: 1, name: 'Tumbler Stainless NIEC 500 ml' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(screen.getByText(/Rp\s?120\.000/)).toBeInTheDocument();
  expect(screen.getByText('Kondisi').nextElementSibling).toHaveTextContent('Baru');
  const description = screen.getByRole('region', { name: 'Deskripsi' });
  expect((await within(description).findByText('panas')).tagName).toBe('STRONG');
  expect(description.innerHTML).not.toMatch(/onerror|<script/);
  expect(document.title).toBe('Tumbler Stainless NIEC 500 ml | NIEC Indonesia');
  expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  // Link previews show PNG only: the render server draws the product's card (its picture inside).
  expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
    'content',
    expect.stringMatching(/^http:\/\/localhost\/og\/.+\.png$/),
  );
  // Its name and price first, then what its description says.
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringMatching(/^Tumbler Stainless NIEC 500 ml seharga Rp\s?120\.000, .*\. Tahan panas$/),
  );
});

test('the slider shows every picture, one at a time, without looping', async () => {
  const user = userEvent.setup();
  renderAt('NIEC-004');
  const gallery = await screen.findByRole('region', { name: 'Foto Tumbler Stainless NIEC 500 ml' });
  expect(within(gallery).getAllByRole('img', { hidden: true })).toHaveLength(3);
  const prev = within(gallery).getByRole('button', { name: 'Gambar sebelumnya' });
  const next = within(gallery).getByRole('button', { name: 'Gambar berikutnya' });
  expect(prev).toBeDisabled();
  expect(within(gallery).getByRole('button', { name: 'Tampilkan gambar 1 dari 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await user.click(within(gallery).getByRole('button', { name: 'Tampilkan gambar 3 dari 3' }));
  expect(await within(gallery).findByRole('button', { name: 'Gambar berikutnya' })).toBeDisabled();
  expect(next).toBeDisabled();
  expect(prev).toBeEnabled();
});

test('a product without a description shows Deskripsi tidak tersedia', () => {
  renderAt('NIEC-004', loadedProduct({ ...tumbler, description: null, pictures: ['http://img/4a.svg'] }));
  expect(screen.getByText('Deskripsi tidak tersedia')).toBeInTheDocument();
  // One picture: no arrows or thumbnails.
  expect(screen.queryByRole('button', { name: 'Gambar berikutnya' })).not.toBeInTheDocument();
});

test('Add to Cart puts the product in the cart and then reads In Cart (n)', async () => {
  const user = userEvent.setup();
  renderAt('NIEC-004');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(cartLine(4)).toMatchObject({
    quantity: 1,
    price: 120000,
    name_product: 'Tumbler Stainless NIEC 500 ml',
    code_product: 'NIEC-004',
    image: 'http://img/4a.svg',
  });
  const inCart = screen.getByRole('button', { name: 'In Cart (1)' });
  expect(inCart).toHaveAttribute('aria-disabled', 'true');
  act(() => useCartStore.getState().updateItemQuantity(4, 3));
  expect(await screen.findByRole('button', { name: 'In Cart (3)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'In Cart (3)' }));
  expect(cartLine(4)?.quantity).toBe(3);
  expect(screen.getByRole('link', { name: 'Lihat Keranjang' })).toHaveAttribute('href', '/merchandise?view=cart');
});

test("'Simpan' beside Add to Cart keeps the product in the saved list, leading to its page, and lets it go", async () => {
  const user = userEvent.setup();
  renderAt('NIEC-004');
  // The page's own button: its name is 'Simpan' (the page is about the product), a toggle not pressed at first.
  const save = screen.getByRole('button', { name: 'Simpan' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(save.parentElement).toBe(screen.getByRole('button', { name: 'Add to Cart' }).parentElement);

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(storedList()).toEqual({
    v: 1,
    items: [
      {
        key: 'merchandise:NIEC-004',
        title: 'Tumbler Stainless NIEC 500 ml',
        href: '/MerchandiseDetail/NIEC-004',
        savedAt: expect.any(Number) as number,
      },
    ],
  });
  // Saving is not buying: the cart is untouched.
  expect(cartLine(4)).toBeUndefined();

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(storedList()).toBeNull();
});

test('a member package cannot be added while the cart holds another one', async () => {
  useCartStore.getState().addItem({ id: 7, price: 500000, code_product: 'NIEC-M01', is_with_member: 1 });
  renderAt(
    'NIEC-M02',
    loadedProduct({ ...tumbler, id: 8, code: 'NIEC-M02', name: 'Paket Membership NIEC + Kaos', isMember: true }),
  );
  const button = screen.getByRole('button', { name: 'Hanya 1 paket member per pesanan' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.setup().click(button);
  expect(useCartStore.getState().inCart(8)).toBe(false);
});

test('an unknown product is logged, ends loading and shows a not-found message with a way back', async () => {
  const user = userEvent.setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('NOPE', 'not-found');
  expect(screen.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' })).toBeInTheDocument();
  expect(document.title).toBe('Produk tidak ditemukan | NIEC Indonesia');
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Tidak ada produk dengan kode "NOPE".');
  expect(error).toHaveBeenCalledWith('Error fetching produk NOPE', expect.anything());
  expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Kembali ke Merchandise' }));
  expect(screen.getByRole('heading', { name: 'Merchandise list' })).toBeInTheDocument();
  error.mockRestore();
});

test('a network failure is logged and offers a retry', async () => {
  const user = userEvent.setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new Error('Network Error');
  const { reload } = renderAt('NIEC-004', { error: failure });
  expect(screen.getByRole('heading', { level: 1, name: 'Produk gagal dimuat' })).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Error fetching produk NIEC-004', failure);
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
  error.mockRestore();
});

describe("the server's head of a product", () => {
  const serverHead = (data: DataState = loadedProduct()) =>
    renderServerHead(
      routeElement(
        { '/MerchandiseDetail/:code_product': <ProductDetailPage /> },
        { url: '/MerchandiseDetail/NIEC-004', routeData: data },
      ).element,
    );

  test('has its name as title and its name and price in rupiah as description', () => {
    const head = serverHead();
    expect(head.title).toBe('Tumbler Stainless NIEC 500 ml | NIEC Indonesia');
    expect(head.description?.replace(/\u00a0/g, ' ')).toBe(
      'Tumbler Stainless NIEC 500 ml seharga Rp 120.000, merchandise resmi NIEC Indonesia. Tahan panas',
    );
  });

  test('describes the product with a new, available offer in rupiah, and the breadcrumb it shows', () => {
    const head = serverHead();
    expect(itemOfType(head.structuredData, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tumbler Stainless NIEC 500 ml',
      sku: 'NIEC-004',
      description: 'Tahan panas',
      image: ['http://img/4a.svg', 'http://img/4b.svg', 'http://img/4c.svg'],
      brand: { '@type': 'Brand', name: 'NIEC Indonesia' },
      offers: {
        '@type': 'Offer',
        url: 'https://niec.test/MerchandiseDetail/NIEC-004',
        priceCurrency: 'IDR',
        price: 120000,
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/InStock',
      },
    });
    const crumbs = itemOfType(head.structuredData, 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Merchandise', item: 'https://niec.test/merchandise' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Tumbler Stainless NIEC 500 ml',
        item: 'https://niec.test/MerchandiseDetail/NIEC-004',
      },
    ]);
    // The same trail as the page shows (its last crumb is the page itself).
    expect(visibleBreadcrumb(head.html).map((crumb) => crumb.name)).toEqual([
      'Merchandise',
      'Tumbler Stainless NIEC 500 ml',
    ]);
  });

  test('a long description is cut to what a search result shows, after the name and price', () => {
    const head = serverHead({ data: { product: tumbler, metaDescription: 'Tahan panas. '.repeat(20).trim() } });
    expect(head.description).toMatch(/^Tumbler Stainless NIEC 500 ml seharga Rp\s?120\.000, .*Tahan panas\./);
    expect(head.description).toHaveLength(158);
  });

  test('a product without pictures is pictured by its link-preview card', () => {
    const head = serverHead(loadedProduct({ ...tumbler, pictures: [] }));
    expect(itemOfType(head.structuredData, 'Product').image).toEqual([
      'https://niec.test/og/MerchandiseDetail/NIEC-004.png',
    ]);
  });

  test('a missing product has no Product item', () => {
    expect(serverHead('not-found').structuredData).toEqual([]);
  });
});
