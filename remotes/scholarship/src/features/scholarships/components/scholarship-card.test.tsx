import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scholarshipRecord } from '@niec/shared/testing';
import { toScholarshipItem } from '../model';
import { ScholarshipCard } from './scholarship-card';

const chevening = toScholarshipItem(
  scholarshipRecord('chevening', {
    // 23:00 in Jakarta on 1 December.
    close_reg: '2026-12-01T16:00:00Z',
    universities: { nama_sekolah: 'University of Sheffield' },
  }),
  0,
);

const card = (today: string) => <ScholarshipCard item={chevening} today={today} onShowDetails={() => undefined} />;

/** The saved list as the device keeps it (@niec/shared/saved). */
const storedList = (): unknown => JSON.parse(localStorage.getItem('niec:saved') ?? 'null');

afterEach(() => localStorage.clear());

test("five days before its closing day the card says 'Segera ditutup' and 'Ditutup dalam 5 hari'", () => {
  render(card('2026-11-26'));
  const article = screen.getByRole('article', { name: 'Chevening Scholarship' });
  expect(within(article).getByText('Segera ditutup')).toBeVisible();
  expect(within(article).getByText('Ditutup dalam 5 hari')).toBeVisible();
  expect(within(article).queryByText('Ditutup')).not.toBeInTheDocument();
});

test('far from its closing day the card has no closing note, but has the calendar links', () => {
  render(card('2026-10-01'));
  expect(screen.queryByText('Segera ditutup')).not.toBeInTheDocument();
  expect(screen.queryByText(/Ditutup/)).not.toBeInTheDocument();
  expect(screen.getByText('Tambahkan ke kalender')).toBeInTheDocument();
});

test("the calendar links: the render server's .ics file and a Google Calendar event on the closing day", () => {
  render(card('2026-11-26'));
  expect(screen.getByText('Tambahkan ke kalender').closest('summary')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Unduh file kalender (.ics)' })).toHaveAttribute(
    'href',
    '/kalender/beasiswa/13.ics',
  );
  // A short URL of the render server, which redirects to the event in Google Calendar (host/server).
  expect(screen.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', '/kalender/beasiswa/13/google');
});

test("the day after its closing day the card says 'Ditutup' and has no calendar link", () => {
  render(card('2026-12-02'));
  expect(screen.getByText('Ditutup')).toBeVisible();
  expect(screen.queryByText('Segera ditutup')).not.toBeInTheDocument();
  expect(screen.queryByText('Tambahkan ke kalender')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /kalender|Google Calendar/ })).not.toBeInTheDocument();
});

test("hydrated past midnight, the card keeps the server's day (no mismatch, no jump)", async () => {
  // The server rendered on 26 November (Jakarta); the browser hydrates at 00:30 WIB on 27 November.
  const html = renderToString(card('2026-11-26'));
  jest.useFakeTimers({ now: new Date('2026-11-26T17:30:00Z') });
  const problems: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  try {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, card('2026-11-26'), {
        onRecoverableError: (reason) => problems.push(String(reason)),
      });
      return Promise.resolve();
    });
    expect(problems).toEqual([]);
    expect(within(container).getByText('Ditutup dalam 5 hari')).toBeInTheDocument();
    act(() => root?.unmount());
  } finally {
    container.remove();
    error.mockRestore();
    jest.useRealTimers();
  }
});

test("'Simpan' keeps the scholarship in the saved list, leading to the list searched for its name, and lets it go", async () => {
  const user = userEvent.setup();
  render(card('2026-10-01'));
  const article = screen.getByRole('article', { name: 'Chevening Scholarship' });
  // Its name says which scholarship; a toggle, not pressed at first.
  const save = within(article).getByRole('button', { name: 'Simpan' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  // Beside 'Description', in the card's last row, inside no link.
  expect(save.parentElement).toBe(within(article).getByRole('button', { name: /^Description/ }).parentElement);
  expect(save.closest('a')).toBeNull();

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(storedList()).toEqual({
    v: 1,
    items: [
      {
        key: 'beasiswa:13',
        title: 'Chevening Scholarship',
        href: '/scholarship?q=Chevening+Scholarship',
        savedAt: expect.any(Number) as number,
      },
    ],
  });

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(storedList()).toBeNull();
});

test("a scholarship the device keeps has 'Simpan' pressed", () => {
  localStorage.setItem(
    'niec:saved',
    JSON.stringify({
      v: 1,
      items: [{ key: 'beasiswa:13', title: 'Chevening Scholarship', href: '/scholarship?q=Chevening', savedAt: 1 }],
    }),
  );
  render(card('2026-10-01'));
  expect(screen.getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-pressed', 'true');
});
