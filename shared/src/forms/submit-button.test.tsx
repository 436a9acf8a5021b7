import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { SubmitButton } from './submit-button';

/** A form whose email message appears on blur, above its button (as every form of the site shows them). */
function EmailForm({ onSubmit }: { onSubmit: () => void }) {
  const [blurred, setBlurred] = useState(false);
  return (
    <Formik initialValues={{ email: '' }} onSubmit={onSubmit}>
      <Form>
        <label htmlFor="email">Email</label>
        <input id="email" name="email" onBlur={() => setBlurred(true)} />
        {blurred ? <p>Email wajib diisi.</p> : null}
        <SubmitButton busy={false}>Registrasi</SubmitButton>
      </Form>
    </Formik>
  );
}

describe('SubmitButton', () => {
  it('keeps the focus in the field being edited when pressed, so no message moves it before the release', async () => {
    const onSubmit = jest.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'putu@');
    await userEvent.click(screen.getByRole('button', { name: 'Registrasi' }));
    // The field did not blur on the press: no message appeared between press and release, and the form was sent.
    expect(email).toHaveFocus();
    expect(screen.queryByText('Email wajib diisi.')).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Registrasi' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows its busy text and cannot be pressed while the form is sent', () => {
    render(
      <SubmitButton busy busyLabel="Mengirim...">
        Kirim
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  });
});
