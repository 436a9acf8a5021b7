import { render, screen } from '@testing-library/react';
import { applyTestConfig } from '@niec/shared/testing';
import { ContinueOnWhatsApp, whatsappMessageUrl } from './continue-on-whatsapp';

test('the chat link carries the message as its text, whatever the configured link already holds', () => {
  expect(whatsappMessageUrl('https://wa.me/6281234567890', 'Halo NIEC, saya Ani & Budi')).toBe(
    'https://wa.me/6281234567890?text=Halo+NIEC%2C+saya+Ani+%26+Budi',
  );
  expect(whatsappMessageUrl('https://api.whatsapp.com/send?phone=62811&text=lama', 'baru')).toBe(
    'https://api.whatsapp.com/send?phone=62811&text=baru',
  );
});

test("'Lanjutkan via WhatsApp' opens the configured chat in a new tab, and is absent without one", () => {
  applyTestConfig();
  const { unmount } = render(<ContinueOnWhatsApp message="Halo" />);
  const link = screen.getByRole('link', { name: /Lanjutkan via WhatsApp/ });
  expect(link).toHaveAttribute('href', 'https://wa.me/6281234567890?text=Halo');
  expect(link).toHaveAttribute('target', '_blank');
  unmount();
  applyTestConfig({ whatsappUrl: '' });
  render(<ContinueOnWhatsApp message="Halo" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
