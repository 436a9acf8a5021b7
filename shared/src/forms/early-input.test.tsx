import { useEffect, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Field, Formik, useFormikContext } from 'formik';
import { KeepEarlyInput, readEarlyInput, withEarlyInput } from './early-input';

// What a visitor enters into the server's HTML before hydration is what the form's state holds after it, and what a
// submit sends (docs/decisions/009-presses-before-hydration.md).

interface Values {
  first_name: string;
  city: string;
  gender: string;
  topics: string[];
  agree: boolean;
  cv: File | null;
  note: string;
}

const initial: Values = { first_name: '', city: 'Denpasar', gender: '', topics: [], agree: false, cv: null, note: '' };

/** Stands in for the peer's draft hook: restores a saved draft on mount, as the rule says (early input wins). */
function DraftRestore({
  formRef,
  draft,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  draft: Partial<Values>;
}) {
  const { setValues, values } = useFormikContext<Values>();
  useEffect(() => {
    void setValues(withEarlyInput(formRef.current, { ...values, ...draft }), false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount, as a draft is restored
  }, []);
  return null;
}

function Application({ onSubmit, draft }: { onSubmit: (values: Values) => void; draft?: Partial<Values> }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<Values> initialValues={initial} onSubmit={onSubmit}>
      {(formik) => (
        <form ref={formRef} onSubmit={formik.handleSubmit} aria-label="Formulir">
          <KeepEarlyInput formRef={formRef} />
          {draft ? <DraftRestore formRef={formRef} draft={draft} /> : null}
          <label>
            Nama Depan
            <Field name="first_name" />
          </label>
          <label>
            Kota
            <Field name="city" />
          </label>
          <label>
            Jenis Kelamin
            <Field as="select" name="gender">
              <option value="">Pilih</option>
              <option value="L">Laki-laki</option>
              <option value="P">Perempuan</option>
            </Field>
          </label>
          <label>
            <Field type="checkbox" name="topics" value="beasiswa" /> Beasiswa
          </label>
          <label>
            <Field type="checkbox" name="topics" value="visa" /> Visa
          </label>
          <label>
            <Field type="checkbox" name="agree" /> Setuju
          </label>
          <label>
            CV
            <input
              type="file"
              name="cv"
              onChange={(event) => void formik.setFieldValue('cv', event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <label>
            Catatan
            <Field as="textarea" name="note" />
          </label>
          <p data-testid="state">{JSON.stringify({ ...formik.values, cv: formik.values.cv?.name ?? null })}</p>
          <button type="submit">Kirim</button>
        </form>
      )}
    </Formik>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, the visitor's input into it, then React takes over. */
async function serverRenderTypeHydrate(type: () => void, props: { draft?: Partial<Values> } = {}) {
  const onSubmit = jest.fn<void, [Values]>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Application onSubmit={onSubmit} {...props} />);
  document.body.append(container);
  type();
  // eslint-disable-next-line @typescript-eslint/require-await -- the async act flushes hydration's effects
  await act(async () => {
    root = hydrateRoot(container, <Application onSubmit={onSubmit} {...props} />);
  });
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const cv = new File(['%PDF-1.4'], 'cv-ayu.pdf', { type: 'application/pdf' });

function pickFile(element: HTMLInputElement, file: File) {
  Object.defineProperty(element, 'files', { value: [file], configurable: true });
}

test('text, a choice, ticked boxes and a picked file entered before hydration are the form state after it', async () => {
  const onSubmit = await serverRenderTypeHydrate(() => {
    input('Nama Depan').value = 'Ayu';
    screen.getByLabelText<HTMLSelectElement>('Jenis Kelamin').value = 'P';
    input('Visa').checked = true;
    input('Setuju').checked = true;
    pickFile(input('CV'), cv);
    screen.getByLabelText<HTMLTextAreaElement>('Catatan').value = 'Siap wawancara';
  });

  await waitFor(() =>
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '{}')).toEqual({
      first_name: 'Ayu',
      city: 'Denpasar',
      gender: 'P',
      topics: ['visa'],
      agree: true,
      cv: 'cv-ayu.pdf',
      note: 'Siap wawancara',
    }),
  );
  // React did not write the empty initial values back over what the visitor sees.
  expect(input('Nama Depan').value).toBe('Ayu');
  expect(input('Visa').checked).toBe(true);

  fireEvent.submit(screen.getByRole('form'));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]![0]).toMatchObject({ first_name: 'Ayu', gender: 'P', cv, note: 'Siap wawancara' });
});

test('a field the visitor left as the server rendered it is not taken as input', async () => {
  await serverRenderTypeHydrate(() => {
    input('Nama Depan').value = 'Ayu';
  });
  const form = screen.getByRole<HTMLFormElement>('form');
  expect([...readEarlyInput(form).keys()]).toEqual(['first_name']);
});

test('a draft restored on mount keeps what the visitor typed before hydration, and fills the rest', async () => {
  await serverRenderTypeHydrate(
    () => {
      input('Nama Depan').value = 'Ayu';
    },
    { draft: { first_name: 'Draf Lama', note: 'dari draf' } },
  );
  await waitFor(() =>
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '{}')).toMatchObject({
      first_name: 'Ayu',
      note: 'dari draf',
    }),
  );
  expect(input('Nama Depan').value).toBe('Ayu');
});
