import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Buka</button>
      <Modal open={open} title="Description" onClose={() => setOpen(false)}>
        <a href="#detail">Detail</a>
      </Modal>
    </>
  );
}

test('the modal takes focus, keeps Tab inside and gives focus back when closed with Escape', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Buka' }));
  const dialog = screen.getByRole('dialog', { name: 'Description' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  for (let i = 0; i < 4; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buka' })).toHaveFocus();
});

test('the header close, the Close button and a backdrop click each close it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Buka' }));
  await user.click(screen.getByRole('button', { name: 'Tutup' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Buka' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Buka' }));
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
