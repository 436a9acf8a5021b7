import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Field, Formik } from 'formik';
import { grantDraftConsent, hasDraftConsent, loadDraft, saveDraft, useDraft } from '@niec/shared/drafts';
import { FormikDraft } from './form-draft';
import { KeepEarlyInput } from './early-input';

// A server-rendered Formik form with its draft (docs/decisions/010-form-drafts.md): nothing kept before the visitor
// ticks the consent box, the draft comes back after hydration, what was typed before hydration wins, 'Hapus draf'
// empties, the sensitive fields are never kept, the offline message is an alert.

interface Values {
  nama: string;
  kota: string;
  kegiatan: string[];
  password: string;
  cv: File | null;
  agama: string;
  nama_ibu: string;
}

const initial: Values = { nama: '', kota: '', kegiatan: [], password: '', cv: null, agama: '', nama_ibu: '' };
const KEY = 'test:booking';
const OFFLINE = 'Tidak ada koneksi. Data Anda tersimpan; kirim lagi saat online.';

function Booking({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(KEY);
  return (
    <Formik<Values>
      initialValues={initial}
      onSubmit={(values) => {
        if (!draft.beforeSend()) return;
        onSubmit(values);
        draft.sent();
      }}
    >
      {(formik) => (
        <form ref={formRef} onSubmit={formik.handleSubmit} aria-label="Formulir">
          <KeepEarlyInput formRef={formRef} />
          <FormikDraft draft={draft} formRef={formRef} omit={['nama_ibu']} />
          <label>
            Nama
            <Field name="nama" />
          </label>
          <label>
            Kota
            <Field as="select" name="kota">
              <option value="">Pilih</option>
              <option value="Denpasar">Denpasar</option>
              <option value="Malang">Malang</option>
            </Field>
          </label>
          <label>
            <Field type="checkbox" name="kegiatan" value="kampus" /> Kunjungan kampus
          </label>
          <label>
            Agama
            <Field name="agama" />
          </label>
          <label>
            Nama ibu kandung
            <Field name="nama_ibu" />
          </label>
          <label>
            Kata sandi
            <Field type="password" name="password" />
          </label>
          <label>
            CV
            <input
              type="file"
              name="cv"
              onChange={(event) => void formik.setFieldValue('cv', event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <button type="submit">Kirim</button>
        </form>
      )}
    </Formik>
  );
}

let root: Root | null = null;
const onLine = jest.spyOn(window.navigator, 'onLine', 'get');

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  localStorage.clear();
  onLine.mockReturnValue(true);
});

/** Server HTML, `before` (what the visitor does before hydration), then hydration. */
async function serve(onSubmit: (values: Values) => void = jest.fn(), before: () => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Booking onSubmit={onSubmit} />);
  document.body.append(container);
  // The server's HTML has no note (a draft is only known in the browser), and the consent box unticked.
  expect(container.textContent).not.toContain('Draf tersimpan');
  expect(consentBox()).not.toBeChecked();
  before();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Booking onSubmit={onSubmit} />, { onRecoverableError: (e) => errors.push(e) });
    // The draft is restored in a passive effect after the hydration commit.
    await Promise.resolve();
  });
  // Restored in an effect: no hydration mismatch.
  expect(errors).toEqual([]);
}

const field = (name: string) => screen.getByLabelText(name);
const consentBox = () => screen.getByRole('checkbox', { name: 'Simpan draf formulir ini di perangkat ini' });

test('a saved draft is restored after hydration with its note, and every change is saved again', async () => {
  grantDraftConsent(KEY);
  saveDraft(KEY, { nama: 'Ani', kota: 'Malang', kegiatan: ['kampus'] });
  await serve();
  expect(await screen.findByText('Draf tersimpan')).toBeInTheDocument();
  // The consent given before on this device shows, after hydration.
  expect(consentBox()).toBeChecked();
  expect(field('Nama')).toHaveValue('Ani');
  expect(field('Kota')).toHaveValue('Malang');
  expect(field('Kunjungan kampus')).toBeChecked();
  fireEvent.change(field('Nama'), { target: { value: 'Ani Lestari' } });
  await waitFor(() =>
    expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani Lestari', kota: 'Malang', kegiatan: ['kampus'] }),
  );
});

test('what was typed before hydration wins over the draft; the draft fills the rest', async () => {
  grantDraftConsent(KEY);
  saveDraft(KEY, { nama: 'Ani', kota: 'Malang' });
  await serve(jest.fn(), () => {
    (document.querySelector('input[name="nama"]') as HTMLInputElement).value = 'Budi';
  });
  await waitFor(() => expect(field('Kota')).toHaveValue('Malang'));
  expect(field('Nama')).toHaveValue('Budi');
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Budi', kota: 'Malang' }));
});

test("'Hapus draf' empties the draft's fields and removes the draft", async () => {
  grantDraftConsent(KEY);
  saveDraft(KEY, { nama: 'Ani', kota: 'Malang' });
  await serve();
  fireEvent.click(await screen.findByRole('button', { name: 'Hapus draf' }));
  await waitFor(() => expect(field('Nama')).toHaveValue(''));
  expect(field('Kota')).toHaveValue('');
  expect(screen.queryByText('Draf tersimpan')).not.toBeInTheDocument();
  expect(loadDraft(KEY)).toBeNull();
});

test('a password and a picked file are never saved', async () => {
  grantDraftConsent(KEY);
  await serve();
  fireEvent.change(field('Kata sandi'), { target: { value: 'rahasia123' } });
  fireEvent.change(field('CV'), { target: { files: [new File(['%PDF'], 'cv.pdf')] } });
  fireEvent.change(field('Nama'), { target: { value: 'Ani' } });
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani' }));
  expect(JSON.stringify(localStorage)).not.toContain('rahasia123');
});

test('sending offline keeps the draft and says so; a successful send removes it', async () => {
  const onSubmit = jest.fn();
  await serve(onSubmit);
  fireEvent.click(consentBox());
  fireEvent.change(field('Nama'), { target: { value: 'Ani' } });
  await waitFor(() => expect(loadDraft(KEY)).not.toBeNull());
  onLine.mockReturnValue(false);
  fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani' });

  onLine.mockReturnValue(true);
  fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(loadDraft(KEY)).toBeNull();
});

test('nothing is kept while the box is unticked; ticking keeps what is in the form, unticking removes it', async () => {
  await serve();
  fireEvent.change(field('Nama'), { target: { value: 'Ani' } });
  fireEvent.change(field('Kota'), { target: { value: 'Malang' } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(localStorage.length).toBe(0);

  fireEvent.click(consentBox());
  expect(consentBox()).toBeChecked();
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani', kota: 'Malang' }));
  fireEvent.change(field('Nama'), { target: { value: 'Ani Lestari' } });
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani Lestari', kota: 'Malang' }));

  fireEvent.click(consentBox());
  expect(consentBox()).not.toBeChecked();
  expect(localStorage.length).toBe(0);
  fireEvent.change(field('Nama'), { target: { value: 'Ani L.' } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(localStorage.length).toBe(0);
  // What is on screen stays: only the copy on the device went.
  expect(field('Nama')).toHaveValue('Ani L.');
});

test("a tick and typing made before hydration are the visitor's: consent is stored and the typing kept", async () => {
  await serve(jest.fn(), () => {
    (document.querySelector('input[name="nama"]') as HTMLInputElement).value = 'Budi';
    (document.querySelector('input[type="checkbox"]:not([name])') as HTMLInputElement).click();
  });
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Budi' }));
  expect(consentBox()).toBeChecked();
  expect(hasDraftConsent(KEY)).toBe(true);
});

test('without a consent on the device, a draft found there is not restored, and the box stays unticked', async () => {
  localStorage.setItem(`niec:draft:${KEY}`, JSON.stringify({ v: 1, savedAt: Date.now(), values: { nama: 'Ani' } }));
  await serve();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(field('Nama')).toHaveValue('');
  expect(screen.queryByText('Draf tersimpan')).not.toBeInTheDocument();
  expect(consentBox()).not.toBeChecked();
  expect(localStorage.length).toBe(0);
});

test('sensitive fields (by name, and those the form names) are never kept, with consent', async () => {
  grantDraftConsent(KEY);
  await serve();
  fireEvent.change(field('Agama'), { target: { value: 'Hindu' } });
  fireEvent.change(field('Nama ibu kandung'), { target: { value: 'Ni Luh' } });
  fireEvent.change(field('Nama'), { target: { value: 'Ani' } });
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani' }));
  expect(JSON.stringify(localStorage)).not.toMatch(/Hindu|Ni Luh/);
});

test("'Hapus semua draf di perangkat ini' removes every draft and consent, unticks the box and says so", async () => {
  grantDraftConsent('application:9');
  saveDraft('application:9', { first_name: 'Kadek' });
  localStorage.setItem('niec-cart', '{"items":[]}');
  grantDraftConsent(KEY);
  saveDraft(KEY, { nama: 'Ani' });
  await serve();
  expect(await screen.findByText('Draf tersimpan')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Hapus semua draf di perangkat ini' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Semua draf di perangkat ini telah dihapus.');
  expect(Object.keys(localStorage)).toEqual(['niec-cart']);
  expect(consentBox()).not.toBeChecked();
  expect(screen.queryByText('Draf tersimpan')).not.toBeInTheDocument();
  fireEvent.change(field('Nama'), { target: { value: 'Ani Lestari' } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(Object.keys(localStorage)).toEqual(['niec-cart']);
});
