import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Field, Formik } from 'formik';
import { loadDraft, saveDraft, useDraft } from '@niec/shared/drafts';
import { FormikDraft } from './form-draft';
import { KeepEarlyInput } from './early-input';

// A server-rendered Formik form with its draft (docs/decisions/010-form-drafts.md): the draft comes back after
// hydration, what was typed before hydration wins, 'Hapus draf' empties, the offline message is an alert.

interface Values {
  nama: string;
  kota: string;
  kegiatan: string[];
  password: string;
  cv: File | null;
}

const initial: Values = { nama: '', kota: '', kegiatan: [], password: '', cv: null };
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
          <FormikDraft draft={draft} formRef={formRef} />
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
  // The server's HTML has no note: a draft is only known in the browser.
  expect(container.textContent).not.toContain('Draf tersimpan');
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

test('a saved draft is restored after hydration with its note, and every change is saved again', async () => {
  saveDraft(KEY, { nama: 'Ani', kota: 'Malang', kegiatan: ['kampus'] });
  await serve();
  expect(await screen.findByText('Draf tersimpan')).toBeInTheDocument();
  expect(field('Nama')).toHaveValue('Ani');
  expect(field('Kota')).toHaveValue('Malang');
  expect(field('Kunjungan kampus')).toBeChecked();
  fireEvent.change(field('Nama'), { target: { value: 'Ani Lestari' } });
  await waitFor(() =>
    expect(loadDraft(KEY)?.values).toEqual({ nama: 'Ani Lestari', kota: 'Malang', kegiatan: ['kampus'] }),
  );
});

test('what was typed before hydration wins over the draft; the draft fills the rest', async () => {
  saveDraft(KEY, { nama: 'Ani', kota: 'Malang' });
  await serve(jest.fn(), () => {
    (document.querySelector('input[name="nama"]') as HTMLInputElement).value = 'Budi';
  });
  await waitFor(() => expect(field('Kota')).toHaveValue('Malang'));
  expect(field('Nama')).toHaveValue('Budi');
  await waitFor(() => expect(loadDraft(KEY)?.values).toEqual({ nama: 'Budi', kota: 'Malang' }));
});

test("'Hapus draf' empties the draft's fields and removes the draft", async () => {
  saveDraft(KEY, { nama: 'Ani', kota: 'Malang' });
  await serve();
  fireEvent.click(await screen.findByRole('button', { name: 'Hapus draf' }));
  await waitFor(() => expect(field('Nama')).toHaveValue(''));
  expect(field('Kota')).toHaveValue('');
  expect(screen.queryByText('Draf tersimpan')).not.toBeInTheDocument();
  expect(loadDraft(KEY)).toBeNull();
});

test('a password and a picked file are never saved', async () => {
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
