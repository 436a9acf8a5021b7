import { render, screen, within } from '@testing-library/react';
import { IconCard, SectionHeader, TitledSection } from './sections';

test('a section header names its section: the eyebrow line, the h2 the section points to, and the lead', () => {
  render(
    <section aria-labelledby="costs-title">
      <SectionHeader
        id="costs-title"
        eyebrow="Perkiraan"
        title="Estimasi Biaya Hidup"
        lead="Per bulan."
        align="start"
      />
    </section>,
  );
  const section = screen.getByRole('region', { name: 'Estimasi Biaya Hidup' });
  expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'costs-title');
  expect(within(section).getByText('Perkiraan')).toBeVisible();
  expect(within(section).getByText('Per bulan.')).toBeVisible();
});

test('a section header without a lead renders no empty paragraph', () => {
  const { container } = render(<SectionHeader id="t" eyebrow="Kata alumni" title="Testimoni" />);
  expect(container.querySelector('p')).toBeNull();
});

test('an icon card is a list item with its heading, its text and a hidden decoration before the icon', () => {
  render(
    <ul>
      <IconCard
        icon={<svg aria-hidden="true" />}
        title="Kualitas Pendidikan"
        decoration={<span data-testid="step" aria-hidden="true" />}
      >
        Universitas kelas dunia.
      </IconCard>
    </ul>,
  );
  const card = screen.getByRole('listitem');
  expect(within(card).getByRole('heading', { level: 3, name: 'Kualitas Pendidikan' })).toBeVisible();
  expect(within(card).getByText('Universitas kelas dunia.').tagName).toBe('P');
  expect(card.firstElementChild).toBe(screen.getByTestId('step'));
});

test('a titled section is a region named by its lone h2, with its content after the heading', () => {
  render(
    <TitledSection id="cities-title" title="Kota Pilihan">
      <ul>
        <li>Melbourne</li>
      </ul>
    </TitledSection>,
  );
  const section = screen.getByRole('region', { name: 'Kota Pilihan' });
  const heading = within(section).getByRole('heading', { level: 2 });
  expect(heading).toHaveAttribute('id', 'cities-title');
  expect(section.firstElementChild).toBe(heading);
  expect(within(section).getByRole('listitem')).toHaveTextContent('Melbourne');
});
