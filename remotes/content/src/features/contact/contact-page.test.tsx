import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, renderRoute, routeElement } from '@niec/shared/testing';
import { renderOnServerThenHydrate } from '../../test/hydrate';
import ContactPage from './contact-page';
import SingarajaPage from './singaraja-page';

function renderAt(url: string) {
  return renderRoute({ '/contact_us': <ContactPage />, '/singaraja': <SingarajaPage /> }, { url });
}

beforeEach(() => {
  applyTestConfig({ contactFormAction: 'http://api.test/api/v1/application/contact' });
});

test('the form posts natively to the configured action with six required fields and a way back', () => {
  renderAt('/contact_us');
  const form = screen.getByRole('form', { name: 'Formulir Konsultasi' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', 'http://api.test/api/v1/application/contact');
  const fields = [
    ['Nama Lengkap', 'name'],
    ['Pendidikan Terakhir', 'last_education'],
    ['Nomor Telepon/WhatsApp', 'phone'],
    ['Email', 'email'],
    ['Asal Sekolah/Kampus', 'school'],
    ['Pesan', 'message'],
  ];
  for (const [label, name] of fields) {
    const field = within(form).getByLabelText(new RegExp(`^${label}`));
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('name', name);
  }
  expect(within(form).getByRole('combobox', { name: /Pendidikan Terakhir/ }).tagName).toBe('SELECT');
  const redirect = form.querySelector<HTMLInputElement>('input[type="hidden"][name="redirect"]');
  expect(redirect?.value).toBe(`${window.location.origin}/contact_us`);
});

test('the draft consent box is in the form, unticked, and never posted (it has no name)', () => {
  renderAt('/contact_us');
  const form = screen.getByRole('form', { name: 'Formulir Konsultasi' });
  const consent = within(form).getByRole('checkbox', { name: 'Simpan draf formulir ini di perangkat ini' });
  expect(consent).not.toBeChecked();
  expect(consent).not.toHaveAttribute('name');
  expect(within(form).getByRole('button', { name: 'Hapus semua draf di perangkat ini' })).toHaveAttribute(
    'type',
    'button',
  );
});

test('an empty form is invalid to the browser, so it is not sent', () => {
  renderAt('/contact_us');
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Formulir Konsultasi' });
  expect(form.checkValidity()).toBe(false);
});

test('after the redirect back, the page thanks the visitor', async () => {
  const user = userEvent.setup();
  renderAt('/contact_us?terkirim=1');
  // The form's draft has a status of its own ('Hapus semua draf'), empty until used.
  expect(screen.getByText('Terima kasih, pesan Anda sudah terkirim.').closest('[role="status"]')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
  expect(screen.queryByText(/pesan Anda sudah terkirim/)).toBeNull();
});

test('branch tabs show each office hours exactly and a picture of the map, the map from the API on request', async () => {
  const user = userEvent.setup();
  renderAt('/contact_us');
  const tablist = screen.getByRole('tablist', { name: 'Kantor cabang' });
  expect(
    within(tablist)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['Denpasar', 'Yogyakarta', 'Makassar', 'Medan', 'Jakarta Selatan', 'Surabaya']);
  const denpasar = screen.getByRole('tabpanel', { name: 'Denpasar' });
  expect(within(denpasar).getByText('Senin - Sabtu')).toBeVisible();
  expect(within(denpasar).getByText('09:00-18:00 WITA')).toBeVisible();
  expect(within(denpasar).queryByTitle('Peta lokasi kantor NIEC Indonesia Denpasar')).toBeNull();
  const picture = within(denpasar).getByRole('img', { name: /^Peta lokasi kantor NIEC Indonesia Denpasar/ });
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(within(denpasar).getByRole('link', { name: 'Buka di Google Maps (membuka tab baru)' })).toHaveAttribute(
    'href',
    'http://api.test/api/v1/application/maps/embed?branch=denpasar',
  );
  await user.click(within(denpasar).getByRole('button', { name: 'Tampilkan peta interaktif Denpasar' }));
  const map = within(denpasar).getByTitle('Peta lokasi kantor NIEC Indonesia Denpasar');
  expect(map).toHaveAttribute('src', 'http://api.test/api/v1/application/maps/embed?branch=denpasar');
  expect(map).toHaveFocus();
  expect(within(denpasar).queryByRole('button', { name: /Tampilkan peta interaktif/ })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'Denpasar' }));
  await user.keyboard('{End}');
  const surabaya = screen.getByRole('tabpanel', { name: 'Surabaya' });
  expect(within(surabaya).getByText('Senin - Jumat')).toBeVisible();
  expect(within(surabaya).getByText('09:00-18:00 WIB')).toBeVisible();
  expect(screen.getByText('08:00-17:00 WIB')).not.toBeVisible();
});

test('the Singaraja page is a branch page with address, hours, map and contact links', () => {
  renderAt('/singaraja');
  expect(screen.getByRole('heading', { level: 1, name: 'NIEC Indonesia Singaraja' })).toBeVisible();
  expect(screen.getAllByText(/Singaraja, Bali 81113/)[0]).toBeVisible();
  expect(screen.getByText('09:00-17:00 WITA')).toBeVisible();
  expect(screen.getByRole('img', { name: /^Peta lokasi kantor NIEC Indonesia Singaraja/ })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Tampilkan peta interaktif Singaraja' })).toHaveAttribute('data-press');
  expect(screen.getByRole('link', { name: /Chat WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/6281234567890');
});

test('the server HTML hydrates without a mismatch and already carries the way back (for a post without script)', async () => {
  const { element } = routeElement({ '/contact_us': <ContactPage /> }, { url: '/contact_us' });
  let redirect: string | undefined;
  const { html, problems } = await renderOnServerThenHydrate(element, (container) => {
    redirect = container.querySelector<HTMLInputElement>('input[name="redirect"]')?.value;
  });
  expect(html).toContain('Formulir Konsultasi');
  expect(html).toContain(`name="redirect" value="${window.location.origin}/contact_us"`);
  expect(problems).toEqual([]);
  expect(redirect).toBe(`${window.location.origin}/contact_us`);
});
