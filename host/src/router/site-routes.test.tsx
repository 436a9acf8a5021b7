import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { applyTestConfig, resetCartStore } from '@niec/shared/testing';
import { type RemoteName } from '@niec/shared';
import { hydrateCart, useCartStore } from '@niec/shared/cart';
import { loadRemoteRoutes } from '../federation/load-remote';
import { browserRoutes } from './browser-routes';
import { inThisBrowser } from './in-this-browser';

// Federated modules do not exist under jest: the one loader module is mocked with typed stand-ins.
jest.mock('../federation/load-remote', () => ({
  loadRemoteRoutes: jest.fn(),
  prefetchPath: jest.fn(),
  registerRemotesFromConfig: jest.fn(),
}));

const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

function standIn(remote: RemoteName) {
  const page = (name: string) =>
    function StandIn() {
      return <h1>{`${remote}:${name}`}</h1>;
    };
  return {
    pages: new Proxy({}, { get: (_target, key) => page(String(key)) }),
  } as never;
}

async function renderAt(path: string) {
  // The site's routes as the browser runs them, in memory: each page's route loads it from its (mocked) remote.
  // The loaders run here, as on a static host.
  const router = createMemoryRouter(browserRoutes(inThisBrowser), { initialEntries: [path] });
  return act(() => render(<RouterProvider router={router} />));
}

beforeEach(() => {
  applyTestConfig();
  resetCartStore();
  loadMock.mockImplementation((remote) => Promise.resolve(standIn(remote)));
});

test.each([
  ['/', 'content:home', 'Konsultan Pendidikan Luar Negeri | NIEC Indonesia'],
  ['/artikeldetail/tips-visa', 'content:articleDetail', 'Artikel | NIEC Indonesia'],
  ['/country/ger', 'content:country', 'Panduan Negara | NIEC Indonesia'],
  ['/campus/ecu', 'content:campus', 'Kampus Partner | NIEC Indonesia'],
  ['/singaraja', 'content:singaraja', 'Kantor Cabang Singaraja | NIEC Indonesia'],
  ['/draf-formulir', 'content:formDrafts', 'Draf Formulir di Perangkat Ini | NIEC Indonesia'],
  ['/scholarship', 'scholarship:scholarships', 'Beasiswa | NIEC Indonesia'],
  ['/study_tour', 'scholarship:studyTour', 'Study Tour | NIEC Indonesia'],
  ['/career/konselor-pendidikan', 'careers:vacancyDetail', 'Lowongan | NIEC Indonesia'],
  ['/MerchandiseDetail/NIEC-001', 'shop:productDetail', 'Detail Merchandise | NIEC Indonesia'],
  ['/merchandise/checkout', 'shop:checkout', 'Checkout | NIEC Indonesia'],
])('%s is mounted from its remote with its own title', async (path, heading, title) => {
  await renderAt(path);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(document.title).toBe(title);
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test('tracking is rendered without the site header and footer', async () => {
  await renderAt('/merchandise/tracking/TRK-0001');
  expect(await screen.findByRole('heading', { name: 'shop:tracking' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('an unknown path shows the Indonesian 404 page', async () => {
  await renderAt('/tidak-ada');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(loadMock).not.toHaveBeenCalled();
});

test('a remote that fails shows "Coba lagi", and retrying loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadMock.mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003'));
  const user = userEvent.setup();
  await renderAt('/career');
  const retry = await screen.findByRole('button', { name: 'Coba lagi' });
  expect(screen.getByText('Maaf, halaman karier sedang tidak dapat dimuat.')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();

  loadMock.mockImplementation((remote) => Promise.resolve(standIn(remote)));
  await act(() => user.click(retry));
  expect(await screen.findByRole('heading', { name: 'careers:vacancies' })).toBeInTheDocument();
});

test('the header cart badge follows the shared cart store', async () => {
  await renderAt('/about');
  const badge = await screen.findByRole('link', { name: /^Keranjang belanja/ });
  expect(badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
  // As the browser's entry does once a page has loaded the store: the stored cart is read into it.
  await act(() => hydrateCart());
  useCartStore.getState().addItem({ id: 1, price: 150000, name_product: 'Kaos' });
  await waitFor(() => expect(badge).toHaveAccessibleName('Keranjang belanja, 1 produk'));
  expect(badge).toHaveAttribute('href', '/merchandise?view=cart');
});

test('the mobile menu opens and each of its groups opens and closes on its own', async () => {
  const user = userEvent.setup();
  await renderAt('/about');
  await user.click(screen.getByRole('button', { name: 'Buka menu' }));
  const services = screen.getAllByRole('button', { name: 'Our Services' }).at(-1)!;
  const events = screen.getAllByRole('button', { name: 'Event' }).at(-1)!;
  await user.click(services);
  expect(services).toHaveAttribute('aria-expanded', 'true');
  await user.click(events);
  expect(events).toHaveAttribute('aria-expanded', 'true');
  expect(services).toHaveAttribute('aria-expanded', 'true');
  await user.click(services);
  expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(events).toHaveAttribute('aria-expanded', 'true');
  const link = screen.getAllByRole('link', { name: /Global Youth/ }).at(-1)!;
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
