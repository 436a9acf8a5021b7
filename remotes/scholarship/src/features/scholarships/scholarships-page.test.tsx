import { useState, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { RouteDataContext, type RouteData } from '@niec/shared';
import { PAGE_SIZE, paginate, readPage } from '@niec/shared/lists';
import { applyTestConfig, currentUrl, renderRoute, scholarshipRecord, type RouteDataState } from '@niec/shared/testing';
import { forgetDescriptions } from './api/fetch-description';
import { fetchScholarships } from './api/fetch-scholarships';
import { filterScholarships } from './api/filter-scholarships';
import { toScholarshipItem, type FilterOptions, type ScholarshipItem } from './model';
import { readScholarshipQuery, scholarshipQueryKey } from './lib/list-query';
import ScholarshipsPage from './scholarships-page';
import type { ScholarshipsData } from './scholarships.loader';

jest.mock('./api/filter-scholarships');
jest.mock('./api/fetch-scholarships');

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
// Partially funded, at Edith Cowan University (SR102), closing 31 January 2027.
const ecu = toScholarshipItem(scholarshipRecord('ecu'), 1);

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

/** The render server's day (Jakarta) for these cards: all still open. */
const TODAY = '2026-11-26';

/** What the loader answers for a URL: one page of the list for its selection and search, and the option lists. */
function loaderData(url: string, items: ScholarshipItem[], withOptions = options): ScholarshipsData {
  const params = new URL(url, 'http://site.test').searchParams;
  const shown = paginate(items, readPage(params) ?? 1)!;
  return { query: scholarshipQueryKey(readScholarshipQuery(params)), ...shown, options: withOptions, today: TODAY };
}

type RouteState = RouteDataState<ScholarshipsData>;

/** Mounts the page as the host does, with the loader's answer for `url` (or another state). */
function renderPage(url = '/scholarship', state: RouteState = { data: loaderData(url, [awards, ecu]) }) {
  return renderRoute(<ScholarshipsPage />, { url, routeData: state });
}

/**
 * The host as the page sees it: the loader's answer for the URL shown, from `lists` (the full list of each
 * URL, paged as the loader pages it); while the answer for a URL in `held` is on its way, the previous
 * answer stays (status 'success', the old data). `requested` lists the URLs whose data was asked for.
 */
function FakeHost({
  lists,
  held,
  requested,
  children,
}: {
  lists: Record<string, ScholarshipItem[]>;
  held: Set<string>;
  requested: string[];
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const [answers] = useState(() => new Map<string, ScholarshipsData>());
  if (!held.has(url) && lists[url] && !answers.has(url)) {
    answers.set(url, loaderData(url, lists[url]));
    requested.push(url);
  }
  const answer = answers.get(url);
  const [shown, setShown] = useState(answer);
  if (answer && answer !== shown) setShown(answer);
  const data = answer ?? shown;
  const value: RouteData<ScholarshipsData> = data
    ? { status: 'success', data, error: undefined, reload: () => undefined }
    : { status: 'loading', data: undefined, error: undefined, reload: () => undefined };
  return <RouteDataContext.Provider value={value}>{children}</RouteDataContext.Provider>;
}

function renderWithHost(lists: Record<string, ScholarshipItem[]>, url = '/scholarship', held = new Set<string>()) {
  const requested: string[] = [];
  const view = renderRoute(
    <FakeHost lists={lists} held={held} requested={requested}>
      <ScholarshipsPage />
    </FakeHost>,
    { url },
  );
  return { ...view, requested, held };
}

/** `count` generated scholarships ('Beasiswa 001' ...), all in Australia. */
function many(count: number): ScholarshipItem[] {
  return Array.from({ length: count }, (_, i) => ({
    ...awards,
    key: `g${i + 1}`,
    name: `Beasiswa ${String(i + 1).padStart(3, '0')}`,
  }));
}

const cardNames = () =>
  screen.queryAllByRole('heading', { level: 3, name: /^Beasiswa \d+$/ }).map((h) => h.textContent);

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

test('ticking and unticking updates the URL, and the list is the answer for the new URL (no request of its own)', async () => {
  const user = userEvent.setup();
  const { requested } = renderWithHost({
    '/scholarship': [awards, ecu],
    '/scholarship?country=AU': [awards, ecu],
    '/scholarship?country=AU&program=Master': [ecu],
    '/scholarship?program=Master': [awards, ecu],
  });
  await screen.findByRole('heading', { name: 'Australia Awards Scholarship' });
  await user.click(screen.getByRole('button', { name: 'Negara' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Australia' }));
  await user.click(screen.getByRole('button', { name: 'Program' }));
  await user.click(screen.getByRole('checkbox', { name: 'Master' }));
  expect(currentUrl()).toBe('/scholarship?country=AU&program=Master');
  await waitFor(() => expect(resultCount()).toHaveTextContent('1 beasiswa ditemukan'));
  expect(screen.queryByRole('heading', { name: 'Australia Awards Scholarship' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Hapus filter Australia' }));
  expect(currentUrl()).toBe('/scholarship?program=Master');
  await waitFor(() => expect(resultCount()).toHaveTextContent('2 beasiswa ditemukan'));
  // The URL is the one source: the host loads each URL's data, the page sends nothing of its own.
  expect(requested).toEqual([
    '/scholarship',
    '/scholarship?country=AU',
    '/scholarship?country=AU&program=Master',
    '/scholarship?program=Master',
  ]);
  expect(filterScholarships).not.toHaveBeenCalled();
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
  expect(currentUrl()).toBe('/scholarship');
  expect(screen.getByRole('checkbox', { name: 'Australia' })).not.toBeChecked();
});

test('an empty result says so in Indonesian', async () => {
  const url = '/scholarship?country=NZ&tipe=1';
  renderPage(url, { data: loaderData(url, []) });
  expect(await screen.findByText('Tidak ada beasiswa yang sesuai dengan filter yang dipilih.')).toBeInTheDocument();
  expect(resultCount()).toHaveTextContent('0 beasiswa ditemukan');
});

describe('the Description modal', () => {
  beforeEach(() => {
    forgetDescriptions();
    jest.mocked(fetchScholarships).mockReset();
  });

  test('opens that scholarship with its facts at once and its description (sanitised) once read; Close closes it', async () => {
    let answer: (records: Awaited<ReturnType<typeof fetchScholarships>>) => void = () => undefined;
    jest.mocked(fetchScholarships).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Description Australia Awards Scholarship' }));
    const dialog = screen.getByRole('dialog', { name: 'Description' });
    expect(within(dialog).getByText('Australia Awards Scholarship')).toBeInTheDocument();
    expect(within(dialog).getByText('Master, Ph.D')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Memuat deskripsi...');
    answer([awards, ecu]);
    expect(await within(dialog).findByText('Biaya kuliah penuh.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // One read of the list serves every card: the next modal opens with its text, nothing is asked again.
    await user.click(screen.getByRole('button', { name: "Description ECU Vice-Chancellor's Scholarship" }));
    expect(screen.getByRole('dialog', { name: 'Description' })).not.toHaveTextContent('Memuat deskripsi...');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchScholarships).toHaveBeenCalledTimes(1);
  });

  test("a failed read says so in the modal, is logged, and 'Coba lagi' reads it again", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchScholarships).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([awards, ecu]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Description Australia Awards Scholarship' }));
    const dialog = screen.getByRole('dialog', { name: 'Description' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Deskripsi belum dapat dimuat.');
    expect(error).toHaveBeenCalledWith('Error fetching scholarship description', expect.any(Error));
    // The facts stay, and the modal keeps its Close.
    expect(within(dialog).getByText('Master, Ph.D')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByText('Biaya kuliah penuh.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchScholarships).toHaveBeenCalledTimes(2);
  });

  test('a scholarship without a description says so', async () => {
    jest.mocked(fetchScholarships).mockResolvedValue([{ ...awards, description: null }, ecu]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Description Australia Awards Scholarship' }));
    expect(await screen.findByText('Belum ada deskripsi lengkap untuk beasiswa ini.')).toBeVisible();
  });
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
  expect(error).toHaveBeenCalledWith('Error fetching scholarship', expect.any(Error));
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
  expect(error).toHaveBeenCalledWith('Error fetching filter negara');
  await user.click(screen.getByRole('button', { name: 'University' }));
  expect(screen.getByRole('checkbox', { name: 'Edith Cowan University' })).toBeVisible();
});

describe('a list longer than one page', () => {
  const all = many(30);
  // jsdom does not lay out or scroll: record where the page would scroll to.
  const scrolledTo: Element[] = [];
  beforeAll(() => {
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
  });
  beforeEach(() => (scrolledTo.length = 0));

  test('shows 24 cards and page links with ?page=N; page 2 shows the rest and its heading takes focus', async () => {
    const user = userEvent.setup();
    renderWithHost({ '/scholarship': all, '/scholarship?page=2': all });
    expect(cardNames()).toHaveLength(PAGE_SIZE);
    expect(resultCount()).toHaveTextContent('30 beasiswa ditemukan');
    const nav = screen.getByRole('navigation', { name: 'Halaman daftar beasiswa' });
    expect(nav).toHaveTextContent('Halaman 1 dari 2');
    expect(within(nav).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/scholarship?page=2');

    await user.click(within(nav).getByRole('link', { name: 'Halaman 2' }));
    expect(currentUrl()).toBe('/scholarship?page=2');
    await waitFor(() => expect(cardNames()).toEqual(all.slice(24).map((i) => i.name)));
    const heading = screen.getByRole('heading', { level: 2, name: 'Daftar Beasiswa' });
    expect(heading).toHaveFocus();
    expect(scrolledTo).toEqual([heading]);
  });

  test('keeps the previous page on screen, dimmed, while the next one loads', async () => {
    const user = userEvent.setup();
    renderWithHost(
      { '/scholarship': all, '/scholarship?page=2': all },
      '/scholarship',
      new Set(['/scholarship?page=2']),
    );
    await user.click(screen.getByRole('link', { name: 'Halaman 2' }));
    expect(cardNames()).toHaveLength(PAGE_SIZE);
    expect(screen.getByRole('region', { name: 'Daftar Beasiswa' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Memperbarui...')).toBeInTheDocument();
  });

  test('a filter change goes back to page 1 and leaves focus on the ticked box', async () => {
    const user = userEvent.setup();
    renderWithHost({ '/scholarship?page=2': all, '/scholarship?country=AU': all.slice(0, 3) }, '/scholarship?page=2');
    await user.click(screen.getByRole('button', { name: 'Negara' }));
    const australia = screen.getByRole('checkbox', { name: 'Australia' });
    await user.click(australia);
    expect(currentUrl()).toBe('/scholarship?country=AU');
    await waitFor(() => expect(resultCount()).toHaveTextContent('3 beasiswa ditemukan'));
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar beasiswa' })).not.toBeInTheDocument();
    expect(australia).toHaveFocus();
    expect(scrolledTo).toEqual([]);
  });
});

test('the search field is labelled "Cari beasiswa", keeps the filters in the URL as ?q= and goes back to page 1', async () => {
  const user = userEvent.setup();
  renderWithHost(
    { '/scholarship?country=AU&page=2': many(30), '/scholarship?country=AU&q=awards': [awards] },
    '/scholarship?country=AU&page=2',
  );
  await user.type(screen.getByRole('searchbox', { name: 'Cari beasiswa' }), 'awards{Enter}');
  expect(currentUrl()).toBe('/scholarship?country=AU&q=awards');
  await waitFor(() => expect(resultCount()).toHaveTextContent('1 beasiswa ditemukan'));
  expect(screen.getByRole('heading', { name: 'Australia Awards Scholarship' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Australia' })).toBeChecked();
});

test('a search that finds nothing says so and offers to clear it, keeping the filters', () => {
  const url = '/scholarship?country=AU&q=kanada';
  renderPage(url, { data: loaderData(url, []) });
  expect(
    screen.getByText('Tidak ada beasiswa yang cocok dengan “kanada” pada filter yang dipilih.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hapus pencarian' })).toHaveAttribute('href', '/scholarship?country=AU');
});

test("'Hanya yang masih dibuka' is a link that turns ?dibuka=1 on and off, keeping the filters and the search", () => {
  renderPage('/scholarship?country=AU&q=awards&page=2', {
    data: loaderData('/scholarship?country=AU&q=awards', [awards]),
  });
  expect(screen.getByRole('link', { name: 'Hanya yang masih dibuka' })).toHaveAttribute(
    'href',
    '/scholarship?country=AU&q=awards&dibuka=1',
  );
});

test('with the open-only filter on, its link says so and leads back to the whole list', () => {
  renderPage('/scholarship?dibuka=1');
  expect(screen.getByRole('link', { name: /^Hanya yang masih dibuka \(aktif/ })).toHaveAttribute(
    'href',
    '/scholarship',
  );
});

test('a list that fits on one page has no page links', () => {
  renderPage();
  expect(screen.queryByRole('navigation', { name: 'Halaman daftar beasiswa' })).not.toBeInTheDocument();
});

test('a page that does not exist shows the not-found page with a way back to page 1 of the same list', () => {
  renderPage('/scholarship?country=AU&q=awards&page=9', 'not-found');
  expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke halaman pertama' })).toHaveAttribute(
    'href',
    '/scholarship?country=AU&q=awards',
  );
  expect(screen.queryByText(/beasiswa ditemukan/)).not.toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

describe('canonical and robots', () => {
  const head = () => ({
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href'),
    robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  });

  test.each([
    ['/scholarship', 'http://localhost/scholarship', null],
    ['/scholarship?page=2', 'http://localhost/scholarship?page=2', null],
    ['/scholarship?utm_source=wa&page=2', 'http://localhost/scholarship?page=2', null],
    ['/scholarship?country=AU&page=2', 'http://localhost/scholarship', null],
    ['/scholarship?q=awards', 'http://localhost/scholarship', 'noindex'],
  ])('%s: canonical %s, robots %s', (url, canonical, robots) => {
    renderPage(url, { data: loaderData(url, many(30)) });
    expect(head()).toEqual({ canonical, robots });
  });
});
