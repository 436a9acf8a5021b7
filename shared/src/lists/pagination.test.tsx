import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPageNotFound } from './list-page-not-found';
import { Pagination } from './pagination';
import { SearchField } from './search-field';
import { currentUrl, renderRoute } from '../testing';

describe('Pagination', () => {
  it('shows nothing when the list fits on one page', () => {
    renderRoute(<Pagination page={1} pageCount={1} label="Halaman daftar artikel" />, { url: '/artikel' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links to the pages with ?page=N, keeping the category, and marks the current page', async () => {
    renderRoute(<Pagination page={5} pageCount={42} label="Halaman daftar artikel" />, {
      url: '/artikel?kategori=beasiswa&page=5',
    });
    const nav = screen.getByRole('navigation', { name: 'Halaman daftar artikel' });
    expect(nav).toHaveTextContent('Halaman 5 dari 42');
    expect(screen.getByRole('link', { name: 'Halaman 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('href', '/artikel?kategori=beasiswa');
    expect(screen.getByRole('link', { name: 'Halaman 42' })).toHaveAttribute(
      'href',
      '/artikel?kategori=beasiswa&page=42',
    );
    expect(screen.queryByRole('link', { name: 'Halaman 10' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Berikutnya/ }));
    expect(currentUrl()).toBe('/artikel?kategori=beasiswa&page=6');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderRoute(<Pagination page={1} pageCount={3} label="Halaman" />, { url: '/artikel' });
    expect(screen.queryByRole('link', { name: /Sebelumnya/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Berikutnya/ })).toHaveAttribute('href', '/artikel?page=2');
    unmount();
    renderRoute(<Pagination page={3} pageCount={3} label="Halaman" />, { url: '/artikel?page=3' });
    expect(screen.queryByRole('link', { name: /Berikutnya/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sebelumnya/ })).toHaveAttribute('href', '/artikel?page=2');
  });
});

describe('SearchField', () => {
  it('puts the search in the URL as ?q=, keeps the category and goes back to page 1', async () => {
    renderRoute(<SearchField label="Cari artikel" />, { url: '/artikel?kategori=beasiswa&page=3' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari artikel' }), 'kanada{Enter}');
    expect(currentUrl()).toBe('/artikel?kategori=beasiswa&q=kanada');
  });

  it('shows the current search and clears it with Hapus', async () => {
    renderRoute(<SearchField label="Cari artikel" />, { url: '/artikel?q=kanada&page=2' });
    expect(screen.getByRole('searchbox', { name: 'Cari artikel' })).toHaveValue('kanada');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(currentUrl()).toBe('/artikel');
    expect(screen.getByRole('searchbox', { name: 'Cari artikel' })).toHaveValue('');
  });

  it('is a GET form that carries the other keys, so it works before JavaScript runs', () => {
    renderRoute(<SearchField label="Cari artikel" />, { url: '/artikel?kategori=beasiswa&page=3' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/artikel');
    const hidden = form.querySelectorAll('input[type=hidden]');
    expect([...hidden].map((input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`)).toEqual([
      'kategori=beasiswa',
    ]);
  });
});

describe('ListPageNotFound', () => {
  it("says why in the list's words and offers the first page of the same list, filters kept", async () => {
    renderRoute(<ListPageNotFound message="Halaman daftar lowongan yang Anda buka tidak ada." />, {
      url: '/career?kategori=Finance&page=99',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Halaman daftar lowongan yang Anda buka tidak ada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke halaman pertama' }));
    expect(currentUrl()).toBe('/career?kategori=Finance');
  });
});
