import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveAllDrafts } from './remove-all';
import { grantDraftConsent, hasDraftConsent, saveDraft } from './store';

// The page behind the footer's link (/draf-formulir): one button removes every draft and consent on the device.

afterEach(() => localStorage.clear());

test('it says how many drafts the device keeps, removes them all with the consents, and says so', async () => {
  const user = userEvent.setup();
  for (const key of ['application:4', 'booking:tour:seoul']) {
    grantDraftConsent(key);
    saveDraft(key, { nama: 'Ani' });
  }
  grantDraftConsent('contact');
  localStorage.setItem('niec-cart', '{"items":[]}');
  render(<RemoveAllDrafts />);
  expect(await screen.findByText('Saat ini ada 2 draf formulir yang tersimpan di perangkat ini.')).toBeVisible();
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();

  await user.click(screen.getByRole('button', { name: 'Hapus semua draf di perangkat ini' }));
  expect(status).toHaveTextContent('Semua draf di perangkat ini telah dihapus.');
  expect(Object.keys(localStorage)).toEqual(['niec-cart']);
  expect(hasDraftConsent('contact')).toBe(false);
});

test('expired drafts are not counted: they are pruned first', async () => {
  grantDraftConsent('contact');
  localStorage.setItem(
    'niec:draft:contact',
    JSON.stringify({ v: 1, savedAt: Date.now() - 8 * 86_400_000, values: { name: 'Lama' } }),
  );
  render(<RemoveAllDrafts />);
  expect(await screen.findByText('Saat ini tidak ada draf formulir yang tersimpan di perangkat ini.')).toBeVisible();
  expect(localStorage.getItem('niec:draft:contact')).toBeNull();
});
