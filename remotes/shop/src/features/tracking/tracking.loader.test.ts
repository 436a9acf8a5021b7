import { getApiClient, getShippingClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loadTracking } from './tracking.loader';

beforeEach(() => applyTestConfig());
afterEach(() => jest.restoreAllMocks());

const httpError = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status } });

const record = (count: number | string) => ({
  data: {
    data: {
      id: 'TRK-0001',
      nama_lengkap: 'Putu Eka Saputra',
      no_resi: 'JNE0012345678',
      waybill_id: 'JNE0012345678',
      courier_company: 'jne',
      count_tracking: count,
      email: 'putu@example.com',
      alamat: 'Jl. Raya Kuta No. 12',
    },
  },
});

const history = {
  data: {
    history: [
      { note: 'Pesanan dibuat', eventDate: '2026-11-16T09:12:00+08:00', status: 'confirmed', updated_at: 'x' },
      { note: 'Paket tiba di gudang Jakarta', eventDate: '2026-11-18T08:15:00+07:00', status: 'dropping_off' },
      { eventDate: '2026-11-17T00:00:00+07:00' },
    ],
  },
};

test('within the limit: the fields the page shows and the history newest first, nothing else', async () => {
  const getRecord = jest.spyOn(getApiClient(), 'get').mockResolvedValue(record('3'));
  const getHistory = jest.spyOn(getShippingClient(), 'get').mockResolvedValue(history);
  const result = await loadTracking(loaderArgs({ id: 'TRK-0001' }));
  expect(getRecord).toHaveBeenCalledTimes(1);
  expect(getRecord).toHaveBeenCalledWith('/niec-merchandise/tracking/TRK-0001', expect.anything());
  expect(getHistory).toHaveBeenCalledWith('/v1/trackings/JNE0012345678/couriers/jne', expect.anything());
  if (result.kind !== 'data') throw new Error('no data');
  const { history: late, ...parcel } = result.data;
  expect(parcel).toEqual({
    name: 'Putu Eka Saputra',
    waybill: 'JNE0012345678',
    courier: 'JNE',
    views: 3,
    waybillId: 'JNE0012345678',
    courierCompany: 'jne',
  });
  // The history is a late part: a promise the page renders with <Await>.
  expect(late).toBeInstanceOf(Promise);
  const events = await late;
  expect(events).toEqual({
    kind: 'events',
    events: [
      { note: 'Paket tiba di gudang Jakarta', eventDate: '2026-11-18T08:15:00+07:00' },
      { note: 'Pesanan dibuat', eventDate: '2026-11-16T09:12:00+08:00' },
    ],
  });
  expect(JSON.stringify({ parcel, events })).not.toMatch(/putu@example|Raya Kuta/);
});

test('past the limit: 5 views shown, a link to the aggregator, and the history is not asked for', async () => {
  jest.spyOn(getApiClient(), 'get').mockResolvedValue(record(6));
  const getHistory = jest.spyOn(getShippingClient(), 'get');
  expect(await loadTracking(loaderArgs({ id: 'TRK-0001' }))).toMatchObject({
    data: {
      views: 5,
      history: {
        kind: 'limit',
        publicUrl: 'https://biteship.com/id/lacak-pengiriman?waybill_id=JNE0012345678&courier=jne',
      },
    },
  });
  expect(getHistory).not.toHaveBeenCalled();
});

test('a failed history does not fail the page: the part rejects, and the page retries the history alone', async () => {
  jest.spyOn(getApiClient(), 'get').mockResolvedValue(record(2));
  jest.spyOn(getShippingClient(), 'get').mockRejectedValue(httpError(502));
  const result = await loadTracking(loaderArgs({ id: 'TRK-0001' }));
  expect(result).toMatchObject({ data: { views: 2, waybillId: 'JNE0012345678', courierCompany: 'jne' } });
  if (result.kind !== 'data') throw new Error('no data');
  await expect(result.data.history).rejects.toThrow('502');
});

test('an unknown id (404) or an answer without a record is not found', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValueOnce(httpError(404));
  expect(await loadTracking(loaderArgs({ id: 'NOPE' }))).toEqual({ kind: 'not-found' });
  jest.spyOn(getApiClient(), 'get').mockResolvedValueOnce({ data: { data: null } });
  expect(await loadTracking(loaderArgs({ id: 'NOPE' }))).toEqual({ kind: 'not-found' });
});

test('a failed record throws (the page offers Coba lagi)', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(httpError(500));
  const getHistory = jest.spyOn(getShippingClient(), 'get');
  await expect(loadTracking(loaderArgs({ id: 'TRK-0001' }))).rejects.toThrow('500');
  expect(getHistory).not.toHaveBeenCalled();
});
