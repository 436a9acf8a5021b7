import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useRouteData } from '../data/route-data';
import { browserBack, currentLocation, currentUrl, renderRoute } from './index';

function Slug() {
  const { slug } = useParams();
  return <h1>{`Artikel ${slug ?? '?'}`}</h1>;
}

function Status() {
  const { status, data, reload } = useRouteData<string>();
  return (
    <>
      <p>{status === 'success' ? data : status}</p>
      <button type="button" onClick={reload}>
        Coba lagi
      </button>
      <Link to="/artikel?kategori=tips">Tips</Link>
    </>
  );
}

function SendsState() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/checkout', { state: { items: 2 } })}>
      Checkout
    </button>
  );
}

test('a route table mounts the route of the URL, with its params', () => {
  renderRoute({ '/artikeldetail/:slug': <Slug />, '/artikel': <h1>Daftar</h1> }, { url: '/artikeldetail/tips' });
  expect(screen.getByRole('heading', { name: 'Artikel tips' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/artikeldetail/tips');
});

test('one route-data state is given whatever the URL, and its reload is a mock', async () => {
  const { reload } = renderRoute(<Status />, { url: '/artikel', routeData: { data: 'Semua' } });
  expect(screen.getByText('Semua')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test("the URL's own route data follows navigation, and browserBack goes one step back", async () => {
  renderRoute(<Status />, {
    url: '/artikel',
    routeData: ({ search }) => (search ? { data: `Hasil ${search}` } : 'loading'),
  });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Tips' }));
  expect(currentUrl()).toBe('/artikel?kategori=tips');
  expect(screen.getByText('Hasil ?kategori=tips')).toBeInTheDocument();
  await browserBack();
  expect(currentUrl()).toBe('/artikel');
  expect(screen.getByText('loading')).toBeInTheDocument();
});

test('the probe reads the route state a navigation left, and a URL may start with state', async () => {
  renderRoute({ '/cart': <SendsState />, '/checkout': <h1>Checkout</h1> }, { url: '/cart' });
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(currentLocation().state).toEqual({ items: 2 });
  renderRoute(<p>halo</p>, { url: { pathname: '/checkout', state: { items: 1 } } });
  expect(currentLocation().state).toEqual({ items: 1 });
});

test('the probe adds nothing to the page and asks for a mounted router', () => {
  expect(() => currentUrl()).toThrow('render the page with renderRoute');
  const { container } = renderRoute(<p>halo</p>);
  expect(container).toHaveTextContent(/^halo$/);
  expect(currentUrl()).toBe('/');
});
