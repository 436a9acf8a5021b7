import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { applyTestConfig, withRouteData } from '@niec/shared/testing';
import type { FilterOptions } from './api/fetch-filter-options';
import { filterScholarships } from './api/filter-scholarships';
import { toScholarshipItem, type ScholarshipItem } from './api/scholarship-item';
import { selectionFromQuery, selectionKey } from './lib/filter-state';
import ScholarshipsPage from './scholarships-page';
import type { ScholarshipsData } from './scholarships.loader';

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

const options: FilterOptions = {
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
};

/** What the loader answers for a URL: the list for its selection and the option lists. */
function loaderData(url: string, items: ScholarshipItem[], withOptions = options): ScholarshipsData {
  const selection = selectionFromQuery(new URL(url, 'http://site.test').searchParams);
  return { selection: selectionKey(selection), items, options: withOptions };
}

type RouteState = Parameters<typeof withRouteData<ScholarshipsData>>[0];

/** Mounts the page as the host does, with the loader's answer for `url` (or another state). */
function renderPage(url = '/scholarship', state: RouteState = { data: loaderData(url, [awards, ecu]) }) {
  const { element, reload } = withRouteData(
    state,
    <MemoryRouter initialEntries={[url]}>
      <ScholarshipsPage />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...render(element), reload };
}

// Component tests with userEvent are slow when the machine is busy; they wait for the UI, not a clock.
jest.setTimeout(20_000);

beforeEach(() => {
  applyTestConfig();
  jest.mocked(filterScholarships).mockReset();
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

test('a shared URL restores the selection from the loaded data, and Reset clears it', async () => {
  jest.mocked(filterScholarships).mockResolvedValue([awards, ecu]);
  const user = userEvent.setup();
  const url = '/scholarship?country=AU&tipe=2';
  renderPage(url, { data: loaderData(url, [ecu]) });
  // The group holding the selection starts open.
  expect(screen.getByRole('checkbox', { name: 'Australia' })).toBeChecked();
  expect(screen.getByRole('heading', { name: "ECU Vice-Chancellor's Scholarship" })).toBeInTheDocument();
  expect(resultCount()).toHaveTextContent('1 beasiswa ditemukan');
  expect(filterScholarships).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByTestId('location')).toBeEmptyDOMElement();
  expect(screen.getByRole('checkbox', { name: 'Australia' })).not.toBeChecked();
});

test('an empty result says so in Indonesian', async () => {
  const url = '/scholarship?country=NZ&tipe=1';
  renderPage(url, { data: loaderData(url, []) });
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

test('while the data loads the page shows its loading state and the option groups say so', async () => {
  const user = userEvent.setup();
  renderPage('/scholarship', 'loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText(/beasiswa ditemukan/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Negara' }));
  expect(screen.getByRole('region', { name: 'Negara' })).toHaveTextContent('Memuat pilihan...');
});

test("a failed load says so in Indonesian, logs it, and 'Coba lagi' reloads the page data", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { reload } = renderPage('/scholarship', { error: new Error('503') });
  expect(screen.getByText('Daftar beasiswa gagal dimuat.')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Gagal memuat daftar beasiswa', expect.any(Error));
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(filterScholarships).not.toHaveBeenCalled();
});

test('an option list that failed to load says so in its group and is logged; the others work', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderPage('/scholarship', { data: loaderData('/scholarship', [awards], { ...options, countries: null }) });
  await user.click(screen.getByRole('button', { name: 'Negara' }));
  expect(screen.getByText('Pilihan Negara gagal dimuat.')).toBeVisible();
  expect(error).toHaveBeenCalledWith('Gagal memuat pilihan filter negara');
  await user.click(screen.getByRole('button', { name: 'University' }));
  expect(screen.getByRole('checkbox', { name: 'Edith Cowan University' })).toBeVisible();
});
