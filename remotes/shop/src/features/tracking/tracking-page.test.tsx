import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, renderRoute, type RouteDataState } from '@niec/shared/testing';
import { fetchTrackingHistory } from './api/fetch-tracking-history';
import type { TrackingHistory } from './model';
import type { TrackingData } from './tracking.loader';
import TrackingPage from './tracking-page';

jest.mock('./api/fetch-tracking-history', () => ({ fetchTrackingHistory: jest.fn() }));
const historyMock = fetchTrackingHistory as jest.MockedFunction<typeof fetchTrackingHistory>;

// Newest first, as the loader sorts them.
const events = [
  { note: 'Paket tiba di gudang Jakarta', eventDate: '2026-11-18T08:15:00+07:00' },
  { note: 'Paket telah dijemput kurir', eventDate: '2026-11-16T15:40:00+08:00' },
  { note: 'Pesanan dibuat', eventDate: '2026-11-16T09:12:00+08:00' },
];

const parcel = (views: number, history: TrackingData['history'] = { kind: 'events', events }): TrackingData => ({
  name: 'Putu Eka Saputra',
  waybill: 'JNE0012345678',
  courier: 'JNE',
  views,
  waybillId: 'JNE0012345678',
  courierCompany: 'jne',
  history,
});

/** A history the aggregator failed to give (the loader's late part rejects). */
function failedHistory(): Promise<TrackingHistory> {
  const history = Promise.reject(new Error('502'));
  history.catch(() => undefined);
  return history;
}

type DataState = RouteDataState<TrackingData>;

function renderTracking(data: DataState, id = 'TRK-0001') {
  return renderRoute(
    { '/merchandise/tracking/:id': <TrackingPage standalone /> },
    { url: `/merchandise/tracking/${id}`, routeData: data },
  );
}

beforeEach(() => applyTestConfig());

test('within the limit the buyer sees the parcel, the view count and the history newest first', () => {
  renderTracking({ data: parcel(3) });
  expect(screen.getByRole('heading', { level: 1, name: 'Tracking Order' })).toBeInTheDocument();
  expect(screen.getByText('Putu Eka Saputra')).toBeInTheDocument();
  expect(screen.getByText('JNE0012345678')).toBeInTheDocument();
  expect(screen.getByText('JNE')).toBeInTheDocument();
  expect(screen.getByText(/hanya dapat dilihat sebanyak 5 kali/)).toBeInTheDocument();
  expect(screen.getByTestId('tracking-count')).toHaveTextContent('3 dari 5');
  const timeline = screen.getByRole('list', { name: /Riwayat pengiriman/ });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent),
  ).toEqual(['Paket tiba di gudang JakartaTerbaru', 'Paket telah dijemput kurir', 'Pesanan dibuat']);
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('18 November 2026');
  // The history came with the page's data: nothing is asked from the browser.
  expect(historyMock).not.toHaveBeenCalled();
});

test('Loading... while the record loads', () => {
  renderTracking('loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Tracking Order' })).toBeInTheDocument();
});

test('past the limit: the count shows 5, the limit message and a link to the aggregator', () => {
  const publicUrl = 'https://biteship.com/id/lacak-pengiriman?waybill_id=JNE0012345678&courier=jne';
  renderTracking({ data: parcel(5, { kind: 'limit', publicUrl }) });
  expect(screen.getByText('Anda hanya boleh melihat riwayat pengiriman sebanyak 5 kali')).toBeInTheDocument();
  expect(screen.getByTestId('tracking-count')).toHaveTextContent('5 dari 5');
  const link = screen.getByRole('link', { name: /Lacak di situs Biteship/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAttribute('href', publicUrl);
  expect(screen.queryByRole('list', { name: /Riwayat pengiriman/ })).not.toBeInTheDocument();
});

test('a parcel not yet picked up says so', () => {
  renderTracking({ data: parcel(1, { kind: 'events', events: [] }) });
  expect(screen.getByText('Belum ada riwayat pengiriman')).toBeInTheDocument();
});

test('a failed history offers a retry of the history alone, from the browser', async () => {
  const user = userEvent.setup();
  let finish: (list: typeof events) => void = () => undefined;
  historyMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  let reload: jest.Mock = jest.fn();
  await act(() => {
    ({ reload } = renderTracking({ data: parcel(2, failedHistory()) }));
    return Promise.resolve();
  });
  expect(await screen.findByText('Riwayat pengiriman belum dapat dimuat.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(screen.getByText('Memuat riwayat pengiriman...')).toBeInTheDocument();
  expect(historyMock).toHaveBeenCalledWith('JNE0012345678', 'jne', expect.any(AbortSignal));
  await act(() => {
    finish([...events].reverse());
    return Promise.resolve();
  });
  const timeline = screen.getByRole('list', { name: /Riwayat pengiriman/ });
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Paket tiba di gudang Jakarta');
  // The record (which counts a view) is not asked again.
  expect(reload).not.toHaveBeenCalled();
});

test('a failed history retry fails again into the same message', async () => {
  const user = userEvent.setup();
  historyMock.mockRejectedValueOnce(new Error('busy'));
  await act(() => {
    renderTracking({ data: parcel(2, failedHistory()) });
    return Promise.resolve();
  });
  await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
  expect(historyMock).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Riwayat pengiriman belum dapat dimuat.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
});

test("the parcel is shown at once while the courier's history is on its way, then the history", async () => {
  let arrive: (history: TrackingHistory) => void = () => undefined;
  const history = new Promise<TrackingHistory>((resolve) => (arrive = resolve));
  // A page that suspends is rendered inside an awaited act (React 19), so it is shown again once the part comes.
  await act(() => {
    renderTracking({ data: { ...parcel(1), history } });
    return Promise.resolve();
  });
  expect(screen.getByText('Putu Eka Saputra')).toBeInTheDocument();
  expect(screen.getByText('JNE0012345678')).toBeInTheDocument();
  expect(screen.getByTestId('tracking-count')).toHaveTextContent('1 dari 5');
  expect(screen.getByText('Memuat riwayat pengiriman...')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: /Riwayat pengiriman/ })).not.toBeInTheDocument();

  await act(() => {
    arrive({ kind: 'events', events });
    return Promise.resolve();
  });
  const timeline = await screen.findByRole('list', { name: /Riwayat pengiriman/ });
  expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByText('Memuat riwayat pengiriman...')).not.toBeInTheDocument();
  // The history came with the page's data: the browser asks nobody for it.
  expect(historyMock).not.toHaveBeenCalled();
});

test('a history that fails on its way is the failed state, whose Coba lagi asks for the history alone', async () => {
  const user = userEvent.setup();
  historyMock.mockResolvedValueOnce(events);
  const history = failedHistory();
  let reload: jest.Mock = jest.fn();
  await act(() => {
    ({ reload } = renderTracking({ data: { ...parcel(2), history } }));
    return Promise.resolve();
  });
  expect(await screen.findByText('Riwayat pengiriman belum dapat dimuat.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('list', { name: /Riwayat pengiriman/ })).toBeInTheDocument();
  expect(historyMock).toHaveBeenCalledWith('JNE0012345678', 'jne', expect.any(AbortSignal));
  expect(reload).not.toHaveBeenCalled();
});

test('a failed record load offers Coba lagi, which loads the page data again', async () => {
  const user = userEvent.setup();
  const { reload } = renderTracking({ error: new Error('down') });
  expect(screen.getByText('Data pelacakan tidak dapat dimuat.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('an unknown id gets a not-found state', () => {
  renderTracking('not-found', 'NOPE');
  expect(screen.getByText('Pesanan tidak ditemukan')).toBeInTheDocument();
  expect(screen.getByText('NOPE')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat Merchandise' })).toHaveAttribute('href', '/merchandise');
});

test('standalone, the page has its own main landmark and brand bar but no site banner', () => {
  renderTracking({ data: parcel(1) });
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  expect(screen.getByText('Putu Eka Saputra')).toBeInTheDocument();
});
