import type { ReactNode } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@niec/shared/testing';
import type { SavedPageData } from './model';
import SavedPage from './saved-page';

const list = (...items: { key: string; title: string; href: string }[]) =>
  JSON.stringify({ v: 1, items: items.map((item) => ({ ...item, savedAt: 1 })) });

afterEach(() => localStorage.clear());

const sharedData: SavedPageData = {
  list: {
    incomplete: false,
    items: [
      { key: 'beasiswa:12', kind: 'beasiswa', title: 'Beasiswa LPDP', href: '/scholarship?q=LPDP', closed: true },
      {
        key: 'kampus:ecu',
        kind: 'kampus',
        title: 'Edith Cowan University',
        href: '/campus/ecu',
        meta: 'Kampus · Perth',
      },
      { key: 'artikel:hilang', kind: 'artikel', missing: true },
    ],
  },
};

test('a shared list is read-only, grouped by kind, and its items can be saved into my own list', async () => {
  localStorage.setItem('niec:saved', list({ key: 'kampus:ecu', title: 'Edith Cowan University', href: '/campus/ecu' }));
  renderRoute(<SavedPage />, { url: '/tersimpan?beasiswa=12', routeData: { data: sharedData } });
  expect(screen.getByRole('heading', { level: 1, name: 'Daftar yang dibagikan' })).toBeInTheDocument();
  const scholarships = screen.getByRole('region', { name: 'Beasiswa (1)' });
  expect(within(scholarships).getByText('Ditutup')).toBeInTheDocument();
  expect(within(scholarships).getByRole('link', { name: 'Beasiswa LPDP' })).toHaveAttribute(
    'href',
    '/scholarship?q=LPDP',
  );
  const articles = screen.getByRole('region', { name: 'Artikel (1)' });
  expect(within(articles).getByText('Sudah tidak tersedia lagi di NIEC Indonesia.')).toBeInTheDocument();
  expect(within(articles).queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
  // The campus is in my list already: its 'Simpan' is pressed.
  const campus = screen.getByRole('region', { name: 'Kampus (1)' });
  expect(within(campus).getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Simpan semua ke daftar saya' }));
  expect(screen.getByRole('status')).toHaveTextContent('1 item ditambahkan ke daftar Anda.');
  expect(within(scholarships).getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-pressed', 'true');
  const keys = (JSON.parse(localStorage.getItem('niec:saved')!) as { items: { key: string }[] }).items.map(
    (i) => i.key,
  );
  expect(keys).toEqual(['kampus:ecu', 'beasiswa:12']);
});

/** The page's data router, as far as the page asks it: another URL's data by its fetch (useFetchedPageData). */
function fakeRouter(answer: SavedPageData | null) {
  const asked: string[] = [];
  let listener: (() => void) | null = null;
  let fetcher: { state: string; data?: unknown } = { state: 'idle' };
  const router = {
    subscribe: (next: () => void) => {
      listener = next;
      return () => (listener = null);
    },
    getFetcher: () => fetcher,
    deleteFetcher: () => undefined,
    fetch: (_key: string, _route: string, path: string) => {
      asked.push(path);
      fetcher = answer
        ? { state: 'idle', data: { key: path, state: Promise.resolve({ status: 'success', data: answer }) } }
        : { state: 'idle' };
      queueMicrotask(() => listener?.());
      return Promise.resolve();
    },
  };
  const wrap = (children: ReactNode) => (
    <UNSAFE_DataRouterContext.Provider value={{ router } as never}>{children}</UNSAFE_DataRouterContext.Provider>
  );
  return { asked, wrap };
}

test("my own list shows what this device keeps, then each item's current state", async () => {
  localStorage.setItem(
    'niec:saved',
    list(
      { key: 'kampus:ecu', title: 'Edith Cowan University', href: '/campus/ecu' },
      { key: 'beasiswa:12', title: 'Beasiswa LPDP', href: '/scholarship?q=LPDP' },
      { key: 'artikel:hilang', title: 'Artikel lama', href: '/artikeldetail/hilang' },
    ),
  );
  const router = fakeRouter(sharedData);
  renderRoute(router.wrap(<SavedPage />), { url: '/tersimpan', routeData: { data: { list: null } } });
  expect(screen.getByRole('heading', { level: 1, name: 'Daftar tersimpan Anda' })).toBeInTheDocument();
  expect(screen.getByText('3 item tersimpan di perangkat ini')).toBeInTheDocument();
  await act(() => Promise.resolve());
  expect(router.asked).toEqual(['/tersimpan?beasiswa=12&kampus=ecu&artikel=hilang']);
  expect(await screen.findByText('Ditutup')).toBeInTheDocument();
  const articles = screen.getByRole('region', { name: 'Artikel (1)' });
  expect(within(articles).getByText('Artikel lama')).toBeInTheDocument();
  expect(within(articles).getByText('Sudah tidak tersedia lagi di NIEC Indonesia.')).toBeInTheDocument();
  // Its 'Simpan' takes it off the list; it stays on screen, released, until the page is left.
  await userEvent.click(within(articles).getByRole('button', { name: 'Simpan' }));
  expect(within(articles).getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('2 item tersimpan di perangkat ini')).toBeInTheDocument();
  // 'Bagikan daftar': one link with the list's ids.
  const share = screen.getByRole('group', { name: 'Kirim lewat' });
  expect(
    within(share)
      .getByRole('link', { name: /WhatsApp/ })
      .getAttribute('href'),
  ).toContain(encodeURIComponent('/tersimpan?beasiswa=12&kampus=ecu'));
});

test('offline, my own list shows as it was kept, and says its state could not be refreshed', async () => {
  localStorage.setItem('niec:saved', list({ key: 'kampus:ecu', title: 'Edith Cowan University', href: '/campus/ecu' }));
  const router = fakeRouter(null);
  renderRoute(router.wrap(<SavedPage />), { url: '/tersimpan', routeData: { data: { list: null } } });
  expect(await screen.findByText(/Keadaan terbaru belum dapat dimuat/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edith Cowan University' })).toHaveAttribute('href', '/campus/ecu');
});

test('an empty list says how to fill it', () => {
  renderRoute(<SavedPage />, { url: '/tersimpan', routeData: { data: { list: null } } });
  expect(screen.getByText('Belum ada yang disimpan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Beasiswa' })).toHaveAttribute('href', '/scholarship');
});

test("'Hapus semua' asks first, then empties the list on this device", async () => {
  localStorage.setItem('niec:saved', list({ key: 'kampus:ecu', title: 'Edith Cowan University', href: '/campus/ecu' }));
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderRoute(fakeRouter(null).wrap(<SavedPage />), { url: '/tersimpan', routeData: { data: { list: null } } });
  await userEvent.click(screen.getByRole('button', { name: 'Hapus semua' }));
  expect(localStorage.getItem('niec:saved')).not.toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Hapus semua' }));
  expect(confirm).toHaveBeenLastCalledWith('Hapus semua item tersimpan di perangkat ini?');
  expect(localStorage.getItem('niec:saved')).toBeNull();
  expect(screen.getByText('Daftar tersimpan telah dikosongkan')).toBeInTheDocument();
  confirm.mockRestore();
});
