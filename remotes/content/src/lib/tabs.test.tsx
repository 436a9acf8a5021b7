import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const ITEMS = [
  { id: 'a', label: 'Keunggulan', content: <p>Isi keunggulan</p> },
  { id: 'b', label: 'Biaya', content: <p>Isi biaya</p> },
  { id: 'c', label: 'Program', content: <p>Isi program</p> },
];

test('the default tab is selected and only its panel is shown', () => {
  render(<Tabs label="Info" items={ITEMS} />);
  expect(screen.getByRole('tab', { name: 'Keunggulan' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Keunggulan' })).toHaveTextContent('Isi keunggulan');
  expect(screen.getByText('Isi biaya')).not.toBeVisible();
});

test('arrow keys, Home and End move the selection and focus between tabs', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Info" items={ITEMS} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Keunggulan' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Biaya' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Biaya' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Isi biaya')).toBeVisible();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Program' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Keunggulan' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Keunggulan' })).toHaveAttribute('aria-selected', 'true');
});

test('only the selected tab is in the Tab order', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Tabs label="Info" items={ITEMS} defaultId="b" />
      <button type="button">Sesudah</button>
    </>,
  );
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Biaya' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Biaya' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Sesudah' })).toHaveFocus();
});
