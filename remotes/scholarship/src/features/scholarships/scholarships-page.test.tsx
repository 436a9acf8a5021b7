import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { applyTestConfig } from '@niec/shared/testing';
import { fetchFilterOptions } from './api/fetch-filter-options';
import { fetchScholarships } from './api/fetch-scholarships';
import { filterScholarships } from './api/filter-scholarships';
import { toScholarshipItem } from './api/scholarship-item';
import ScholarshipsPage from './scholarships-page';

jest.mock('./api/fetch-filter-options');
jest.mock('./api/fetch-scholarships');
jest.mock('./api/filter-scholarships');

const awards = toScholarshipItem(
  {
    id: 1,
    scholarship_name: 'Australia Awards Scholarship',
    scholarship_type: 1,
    open_reg: '2026-02-01',
    close_reg: '2027-04-30',
    country: { countrycode: 'AU', countryname: 'Australia' },
    universities: null,
    program: [{ program: 'Master' }, { program: 'Ph.D' }],
    code_school_rep: 'SR900',
    description: '<p>Biaya kuliah penuh.</p><script>window.hacked = true</script>',
  },
  0,
);
const ecu = toScholarshipItem(
  {
    id: 2,
    scholarship_name: "ECU Vice-Chancellor's Scholarship",
    scholarship_type: 2,
    open_reg: '2026-07-15',
    close_reg: '2027-01-31',
    country: { countrycode: 'AU', countryname: 'Australia' },
    universities: { nama_sekolah: 'Edith Cowan University' },
    program: null,
    code_school_rep: 'SR102',
  },
  1,
);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The live region that announces the number of results. */
function resultCount(): HTMLElement {
  const region = screen.getByText(/beasiswa ditemukan/).closest<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('the result count is not in a polite live region');
  return region;
}

function renderPage(url = '/scholarship') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ScholarshipsPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Component tests with userEvent are slow when the machine is busy; they wait for the UI, not a clock.
jest.setTimeout(20_000);

beforeEach(() => {
  applyTestConfig();
  jest.mocked(filterScholarships).mockReset();
  jest.mocked(fetchScholarships).mockResolvedValue([awards, ecu]);
  jest.mocked(fetchFilterOptions).mockResolvedValue({
    universities: [
      { value: 'SR102', label: 'Edith Cowan University' },
      { value: 'SR900', label: 'Others' },
    ],
    countries: [
      { value: 'AU', label: 'Australia' },
      { value: 'NZ', label: 'New Zealand' },
    ],
    fundingTypes: [
      { value: '1', label: 'Fully Funded' },
      { value: '2', label: 'Partially Funded' },
    ],
    jenjang: [{ id: 1, jenjang: 'S1' }],
  });
});

test('each card shows country, funding, name, programs, university and DD-MMM-YYYY dates', async () => {
  renderPage();
  const awardsCard = (await screen.findByRole('heading', { name: 'Australia Awards Scholarship' })).closest('article')!;
  expect(within(awardsCard).getByText('Australia')).toBeInTheDocument();
  expect(within(awardsCard).getByText('Fully Funded')).toBeInTheDocument();
  expect(within(awardsCard).getByRole('list', { name: 'Program' })).toHaveTextContent('MasterPh.D');
  expect(awardsCard).toHaveTextContent('Open : 01-Feb-2026');
  expect(awardsCard).toHaveTextContent('Deadline : 30-Apr-2027');

  const ecuCard = screen.getByRole('heading', { name: "ECU Vice-Chancellor's Scholarship" }).closest('article')!;
  expect(within(ecuCard).getByText('Partially Funded')).toBeInTheDocument();
  expect(within(ecuCard).getByText('Edith Cowan University')).toBeInTheDocument();
  expect(within(ecuCard).queryByRole('list', { name: 'Program' })).not.toBeInTheDocument();
  expect(resultCount()).toHaveTextContent('2 beasiswa ditemukan');
});

test('the accordion opens one group at a time and can be fully collapsed', async () => {
  const user = userEvent.setup();
  renderPage();
  const university = screen.getByRole('button', { name: 'University' });
  const negara = screen.getByRole('button', { name: 'Negara' });
  expect(university).toHaveAttribute('aria-controls');
  await user.click(negara);
  expect(negara).toHaveAttribute('aria-expanded', 'true');
  expect(university).toHaveAttribute('aria-expanded', 'false');
  expect(await screen.findByRole('checkbox', { name: 'New Zealand' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Program' }));
  expect(negara).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('checkbox', { name: 'Cerviticate 3' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Program' }));
  for (const name of ['University', 'Negara', 'Tipe Pendanaan', 'Program']) {
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  }
});

test('university options show "Others" for a null name and funding types by scholarship_type', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'University' }));
  expect(await screen.findByRole('checkbox', { name: 'Others' })).toHaveAttribute('value', 'SR900');
  await user.click(screen.getByRole('button', { name: 'Tipe Pendanaan' }));
  expect(screen.getByRole('checkbox', { name: 'Fully Funded' })).toHaveAttribute('value', '1');
});

test('ticking and unticking updates the URL and posts the selection each time', async () => {
  jest
    .mocked(filterScholarships)
    .mockResolvedValueOnce([awards, ecu])
    .mockResolvedValueOnce([ecu])
    .mockResolvedValueOnce([awards, ecu]);
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('heading', { name: 'Australia Awards Scholarship' });
  await user.click(screen.getByRole('button', { name: 'Negara' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Australia' }));
  await user.click(screen.getByRole('button', { name: 'Program' }));
  await user.click(screen.getByRole('checkbox', { name: 'Master' }));
  expect(screen.getByTestId('location')).toHaveTextContent('?country=AU&program=Master');
  await waitFor(() => expect(resultCount()).toHaveTextContent('1 beasiswa ditemukan'));
  expect(screen.queryByRole('heading', { name: 'Australia Awards Scholarship' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Hapus filter Australia' }));
  expect(screen.getByTestId('location')).toHaveTextContent('?program=Master');
  await waitFor(() => expect(resultCount()).toHaveTextContent('2 beasiswa ditemukan'));
  expect(jest.mocked(filterScholarships).mock.calls.map((c) => c[0])).toEqual([
    { university: [], country: ['AU'], tipe: [], program: [] },
    { university: [], country: ['AU'], tipe: [], program: ['Master'] },
    { university: [], country: [], tipe: [], program: ['Master'] },
  ]);
});

test('a shared URL restores the selection, and Reset clears it', async () => {
  jest.mocked(filterScholarships).mockResolvedValue([ecu]);
  const user = userEvent.setup();
  renderPage('/scholarship?country=AU&tipe=2');
  expect(await screen.findByRole('checkbox', { name: 'Australia' })).toBeChecked();
  expect(jest.mocked(filterScholarships)).toHaveBeenCalledWith(
    { university: [], country: ['AU'], tipe: ['2'], program: [] },
    expect.any(AbortSignal),
  );
  await screen.findByRole('heading', { name: "ECU Vice-Chancellor's Scholarship" });
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByTestId('location')).toBeEmptyDOMElement();
  expect(screen.getByRole('checkbox', { name: 'Australia' })).not.toBeChecked();
});

test('an empty result says so in Indonesian', async () => {
  jest.mocked(filterScholarships).mockResolvedValue([]);
  renderPage('/scholarship?country=NZ&tipe=1');
  expect(await screen.findByText('Tidak ada beasiswa yang sesuai dengan filter yang dipilih.')).toBeInTheDocument();
  expect(resultCount()).toHaveTextContent('0 beasiswa ditemukan');
});

test('the Description button opens that scholarship in a modal and Close closes it', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Description Australia Awards Scholarship' }));
  const dialog = screen.getByRole('dialog', { name: 'Description' });
  expect(within(dialog).getByText('Australia Awards Scholarship')).toBeInTheDocument();
  expect(within(dialog).getByText('Biaya kuliah penuh.')).toBeInTheDocument();
  expect(within(dialog).getByText('Master, Ph.D')).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Description ECU Vice-Chancellor's Scholarship" }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
