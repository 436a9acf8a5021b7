import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FocusFirstInvalid } from './focus-first-invalid';
import { TextField } from './formik-field';
import { SubmitButton } from './submit-button';

interface Values {
  name: string;
  email: string;
  phone: string;
}

const required = (values: Values): FormikErrors<Values> => {
  const errors: FormikErrors<Values> = {};
  if (!values.name) errors.name = 'Nama wajib diisi';
  if (!values.email) errors.email = 'Email wajib diisi';
  if (!values.phone) errors.phone = 'Nomor Telepon wajib diisi';
  return errors;
};

/** A form as the site's forms are built: the kit's fields, its submit button and FocusFirstInvalid. */
function ContactForm({
  validate = required,
  onSubmit = () => undefined,
  failure,
}: {
  validate?: (values: Values) => FormikErrors<Values>;
  onSubmit?: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void>;
  failure?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(0);
  return (
    <Formik<Values>
      initialValues={{ name: '', email: '', phone: '' }}
      validate={validate}
      onSubmit={async (values, helpers) => {
        await onSubmit(values, helpers);
        setSent((n) => n + 1);
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <Form ref={formRef} noValidate aria-label="Kontak">
          <FocusFirstInvalid formRef={formRef} fallbackRef={failureRef} />
          <div ref={failureRef} tabIndex={-1}>
            {failure && sent > 0 ? <p>{failure}</p> : null}
          </div>
          <TextField name="name" label="Nama" required />
          <TextField name="email" label="Email" required />
          <TextField name="phone" label="Nomor Telepon" required />
          <SubmitButton busy={isSubmitting}>Kirim</SubmitButton>
          {/* A submit that does not come from a click (e.g. after an await): React renders it when it gets to it. */}
          <button type="button" onClick={() => setTimeout(() => void submitForm(), 0)}>
            Kirim nanti
          </button>
        </Form>
      )}
    </Formik>
  );
}

describe('FocusFirstInvalid', () => {
  it('focuses the first invalid field when a submit fails validation', async () => {
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nama/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the first invalid field in the order of the form, not of the messages', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Putu');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  });

  it('focuses the first invalid field of every failed submit, also the second one', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nama/ })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Putu');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  });

  it('focuses the first invalid field of a submit whose start and failed end render together', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Kirim nanti' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nama/ })).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nama/ })).toHaveFocus());
  });

  it("focuses the field of the server's error once the submit has ended", async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        validate={() => ({})}
        onSubmit={(_values, helpers) => {
          helpers.setErrors({ phone: 'Nomor Telepon sudah terdaftar' });
          return Promise.resolve();
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nomor Telepon/ })).toHaveFocus());
  });

  it('focuses the message above the form when no field is in error', async () => {
    const user = userEvent.setup();
    render(<ContactForm validate={() => ({})} failure="Terjadi gangguan pada server kami." />);
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByText('Terjadi gangguan pada server kami.').parentElement).toHaveFocus());
  });
});
