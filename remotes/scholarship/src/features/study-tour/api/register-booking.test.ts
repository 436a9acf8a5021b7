import { getBearerApiClient } from '@niec/shared';
import { applyTestConfig } from '@niec/shared/testing';
import { emptyBooking } from '../schemas/booking-schema';
import { fetchRecommenders } from './fetch-recommenders';
import { registerBooking } from './register-booking';

beforeEach(() => applyTestConfig({ apiToken: 'secret-token' }));

test('a booking is posted as multipart with the bearer credential, Accept JSON and kegiatan as a JSON list', async () => {
  const post = jest.spyOn(getBearerApiClient(), 'post').mockResolvedValue({ status: 201, data: {} });
  await registerBooking({
    ...emptyBooking,
    nama: ' Ayu ',
    email: 'ayu@example.com',
    no_wa: '081234567890',
    kota_asal: '5101',
    negara_tujuan: 'Australia',
    tanggal_pergi: '2027-07-01',
    tanggal_pulang: '2027-07-08',
    total_peserta: '12',
    total_pendamping: '2',
    kode_bisdev: 'KNS-0107',
    tipe_akomodasi: 'homestay',
    kegiatan: ['1', '5'],
    else_request: 'Budget 30 juta per orang',
  });
  const [url, body, config] = post.mock.calls[0]!;
  expect(url).toBe('/study-tour/register');
  expect(config?.headers).toEqual({ Accept: 'application/json' });
  expect(getBearerApiClient().defaults.headers.Authorization).toBe('Bearer secret-token');
  expect(Object.fromEntries((body as FormData).entries())).toEqual({
    nama: 'Ayu',
    email: 'ayu@example.com',
    no_wa: '081234567890',
    kota_asal: '5101',
    negara_tujuan: 'Australia',
    tanggal_pergi: '2027-07-01',
    tanggal_pulang: '2027-07-08',
    total_peserta: '12',
    total_pendamping: '2',
    kode_bisdev: 'KNS-0107',
    tipe_akomodasi: 'homestay',
    kegiatan: '["1","5"]',
    else_request: 'Budget 30 juta per orang',
  });
});

test('recommenders are asked for with jobdesk=["JD007"] and the bearer credential', async () => {
  const post = jest
    .spyOn(getBearerApiClient(), 'post')
    .mockResolvedValue({ data: { data: [{ code_konsultan: 'KNS-0107', nama: 'Ni Luh Putu Ayu Lestari' }] } });
  await expect(fetchRecommenders()).resolves.toEqual([{ value: 'KNS-0107', label: 'Ni Luh Putu Ayu Lestari' }]);
  const [url, body, config] = post.mock.calls[0]!;
  expect(url).toBe('/ambassador/consultant/jobdesk');
  expect((body as FormData).get('jobdesk')).toBe('["JD007"]');
  expect(config?.headers).toBeUndefined();
  expect(getBearerApiClient().defaults.headers.Authorization).toBe('Bearer secret-token');
});
