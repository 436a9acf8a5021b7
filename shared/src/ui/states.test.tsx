import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExternalLink } from './external-link';
import { LoadError } from './status';

test("a failed load is an alert that says what failed and what to do, and 'Coba lagi' retries", async () => {
  const retry = jest.fn();
  render(<LoadError title="Daftar gagal dimuat." message="Periksa koneksi internet Anda." onRetry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Daftar gagal dimuat.Periksa koneksi internet Anda.Coba lagi');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('a failed load without a retry offers none, and shows its other ways out', () => {
  render(<LoadError title="Gagal." message="Muat ulang halaman." actions={<a href="/">Beranda</a>} />);
  expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Beranda' })).toBeInTheDocument();
});

test('a link to another site opens a new tab and says so to screen readers', () => {
  render(
    <>
      <ExternalLink href="https://example.com/a">Instagram</ExternalLink>
      <ExternalLink href="https://wa.me/1" kind="WhatsApp">
        0811
      </ExternalLink>
      <ExternalLink href="https://wa.me/2" label="Hubungi kami via WhatsApp">
        <svg aria-hidden="true" />
      </ExternalLink>
    </>,
  );
  const plain = screen.getByRole('link', { name: 'Instagram (membuka tab baru)' });
  expect(plain).toHaveAttribute('target', '_blank');
  expect(plain).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: '0811 (WhatsApp, membuka tab baru)' })).toHaveAttribute(
    'href',
    'https://wa.me/1',
  );
  expect(screen.getByRole('link', { name: 'Hubungi kami via WhatsApp (membuka tab baru)' })).toHaveAttribute(
    'target',
    '_blank',
  );
});
