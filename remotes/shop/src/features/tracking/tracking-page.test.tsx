import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TrackingRecord } from '@niec/shared';
import { applyTestConfig } from '@niec/shared/testing';
import { fetchTracking } from './api/fetch-tracking';
import { fetchTrackingHistory } from './api/fetch-tracking-history';
import TrackingPage from './tracking-page';

jest.mock('./api/fetch-tracking', () => ({ fetchTracking: jest.fn() }));
jest.mock('./api/fetch-tracking-history', () => ({ fetchTrackingHistory: jest.fn() }));
const trackingMock = fetchTracking as jest.MockedFunction<typeof fetchTracking>;
const historyMock = fetchTrackingHistory as jest.MockedFunction<typeof fetchTrackingHistory>;

const record = (count: number): TrackingRecord => ({
  nama_lengkap: 'Putu Eka Saputra',
  no_resi: 'JNE0012345678',
  count_tracking: count,
  waybill_id: 'JNE0012345678',
  courier_company: 'jne',
});

beforeEach(() => {
  applyTestConfig();
  historyMock.mockResolvedValue([
    { note: 'Paket telah dijemput kurir', eventDate: '2026-11-16T15:40:00+08:00' },
    { note: 'Paket tiba di gudang Jakarta', eventDate: '2026-11-18T08:15:00+07:00' },
    { note: 'Pesanan dibuat', eventDate: '2026-11-16T09:12:00+08:00' },
  ]);
});

function renderTracking(id = 'TRK-0001') {
  return render(
    <MemoryRouter initialEntries={[`/merchandise/tracking/${id}`]}>
      <Routes>
        <Route path="/merchandise/tracking/:id" element={<TrackingPage standalone />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('within the limit the buyer sees the parcel, the view count and the history newest first', async () => {
  trackingMock.mockResolvedValue(record(3));
  renderTracking();
  expect(screen.getByRole('heading', { level: 1, name: 'Tracking Order' })).toBeInTheDocument();
  expect(await screen.findByText('Putu Eka Saputra')).toBeInTheDocument();
  expect(screen.getByText('JNE0012345678')).toBeInTheDocument();
  expect(screen.getByText(/hanya dapat dilihat sebanyak 5 kali/)).toBeInTheDocument();
  expect(screen.getByTestId('tracking-count')).toHaveTextContent('3 dari 5');
  const timeline = await screen.findByRole('list', { name: /Riwayat pengiriman/ });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent),
  ).toEqual(['Paket tiba di gudang JakartaTerbaru', 'Paket telah dijemput kurir', 'Pesanan dibuat']);
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('18 November 2026');
  expect(historyMock).toHaveBeenCalledWith('JNE0012345678', 'jne', expect.any(AbortSignal));
  expect(trackingMock).toHaveBeenCalledTimes(1);
});

test('the sixth view shows 5, the limit message and a link to the aggregator, without fetching the history', async () => {
  trackingMock.mockResolvedValue(record(6));
  renderTracking();
  expect(await screen.findByText('Anda hanya boleh melihat riwayat pengiriman sebanyak 5 kali')).toBeInTheDocument();
  expect(screen.getByTestId('tracking-count')).toHaveTextContent('5 dari 5');
  const link = screen.getByRole('link', { name: /Lacak di situs Biteship/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link.getAttribute('href')).toContain('JNE0012345678');
  expect(historyMock).not.toHaveBeenCalled();
});

test('an unknown id gets a not-found state', async () => {
  trackingMock.mockResolvedValue(null);
  renderTracking('NOPE');
  expect(await screen.findByText('Pesanan tidak ditemukan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat Merchandise' })).toHaveAttribute('href', '/merchandise');
});

test('standalone, the page has its own main landmark and brand bar but no site banner', async () => {
  trackingMock.mockResolvedValue(record(1));
  renderTracking();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  await screen.findByText('Putu Eka Saputra');
});
