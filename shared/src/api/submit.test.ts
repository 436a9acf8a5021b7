import { AxiosError, AxiosHeaders } from 'axios';
import { httpError as answered } from '../testing';
import { everyFailure, failureMessage, readFieldErrors, submitForm } from './submit';

const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });

test('field errors are read from {data: {field: [message]}}', () => {
  expect(readFieldErrors({ data: { email: ['Email sudah terdaftar'], nama: 'Nama wajib diisi' } })).toEqual({
    email: 'Email sudah terdaftar',
    nama: 'Nama wajib diisi',
  });
  expect(readFieldErrors({ data: [] })).toBeNull();
  expect(readFieldErrors('Server Error')).toBeNull();
});

test('a 200 or 202 answer is accepted, with the body read as the form asks', async () => {
  await expect(submitForm(() => Promise.resolve({ status: 202, data: { message: 'ok' } }))).resolves.toEqual({
    status: 'accepted',
    httpStatus: 202,
    data: undefined,
  });
  await expect(
    submitForm(() => Promise.resolve({ status: 200, data: { data: 'snap-token' } }), {
      read: (body) => (body as { data: string }).data,
    }),
  ).resolves.toEqual({ status: 'accepted', httpStatus: 200, data: 'snap-token' });
});

test('an accepted answer the form cannot read is a failure with the unexpected-error message', async () => {
  const result = await submitForm(() => Promise.resolve({ status: 200, data: {} }), {
    read: () => {
      throw new Error('no token');
    },
  });
  expect(result).toEqual({
    status: 'failed',
    httpStatus: 200,
    message: 'Terjadi kesalahan yang tidak terduga. Data Anda belum terkirim, silakan coba lagi.',
  });
});

test('a 422 with {data: {field: [message]}} comes back as field errors under the form’s names', async () => {
  const result = await submitForm(
    () =>
      Promise.reject(
        answered(422, {
          message: 'invalid',
          data: { email: ['Email tidak valid'], file_english_test: ['Terlalu besar'] },
        }),
      ),
    { errorKeys: { file_english_test: 'file_english' } },
  );
  expect(result).toEqual({
    status: 'invalid',
    httpStatus: 422,
    errors: { email: 'Email tidak valid', file_english: 'Terlalu besar' },
  });
});

test('field errors are read only from the statuses a form names', async () => {
  const send = () => Promise.reject(answered(400, { data: { email: ['Email tidak valid'] } }));
  await expect(submitForm(send, { fieldErrorStatuses: [422, 409] })).resolves.toEqual({
    status: 'failed',
    httpStatus: 400,
    message: 'Data gagal dikirim (kode 400). Silakan coba lagi.',
  });
  await expect(submitForm(send)).resolves.toMatchObject({ status: 'invalid', errors: { email: 'Email tidak valid' } });
});

test('4xx, 5xx and no answer at all fail with an Indonesian message for the visitor', async () => {
  await expect(submitForm(() => Promise.reject(answered(500, 'Server Error')))).resolves.toEqual({
    status: 'failed',
    httpStatus: 500,
    message: 'Terjadi gangguan pada server kami. Data Anda belum terkirim, silakan coba beberapa saat lagi.',
  });
  await expect(submitForm(() => Promise.reject(answered(429, {})))).resolves.toEqual({
    status: 'failed',
    httpStatus: 429,
    message: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
  });
  await expect(submitForm(() => Promise.reject(answered(404, {})))).resolves.toEqual({
    status: 'failed',
    httpStatus: 404,
    message: 'Data gagal dikirim (kode 404). Silakan coba lagi.',
  });
  await expect(submitForm(() => Promise.reject(noAnswer()))).resolves.toEqual({
    status: 'failed',
    httpStatus: null,
    message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
    network: true,
  });
  await expect(submitForm(() => Promise.reject(new TypeError('boom')))).resolves.toEqual({
    status: 'failed',
    httpStatus: null,
    message: 'Terjadi kesalahan yang tidak terduga. Data Anda belum terkirim, silakan coba lagi.',
  });
});

test('a form words its own failures: per status, for 5xx, for the rest and for no answer', () => {
  const messages = {
    network: 'Lamaran gagal dikirim karena tidak ada koneksi ke server.',
    server: (status: number) => `Gangguan di server (kode ${status}).`,
    other: 'Pesanan tidak dapat dibuat saat ini.',
    byStatus: { 422: 'Data pesanan ditolak.' },
  };
  expect(failureMessage(null, messages)).toBe('Lamaran gagal dikirim karena tidak ada koneksi ke server.');
  expect(failureMessage(503, messages)).toBe('Gangguan di server (kode 503).');
  expect(failureMessage(404, messages)).toBe('Pesanan tidak dapat dibuat saat ini.');
  expect(failureMessage(422, messages)).toBe('Data pesanan ditolak.');
  // The defaults a form does not override stay.
  expect(failureMessage(429, messages)).toBe('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.');
});

test('a form with one failure message gets it for every failure', async () => {
  const failed = everyFailure('Pesanan tidak dapat dibuat saat ini.');
  const messages = { ...failed, byStatus: { ...failed.byStatus, 422: 'Data pesanan ditolak.' } };
  expect(failureMessage(null, messages)).toBe('Pesanan tidak dapat dibuat saat ini.');
  expect(failureMessage(429, messages)).toBe('Pesanan tidak dapat dibuat saat ini.');
  expect(failureMessage(500, messages)).toBe('Pesanan tidak dapat dibuat saat ini.');
  expect(failureMessage(422, messages)).toBe('Data pesanan ditolak.');
  await expect(
    submitForm(() => Promise.reject(new Error('boom')), { messages: everyFailure('Pesanan tidak dapat dibuat.') }),
  ).resolves.toEqual({ status: 'failed', httpStatus: null, message: 'Pesanan tidak dapat dibuat.' });
});
