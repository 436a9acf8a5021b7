import type * as Shared from '@niec/shared';
import { getApiClient } from '@niec/shared';
import { emptyApplication, type ApplicationValues } from '../schemas/application-schema';
import { submitApplication, toApplicationFormData } from './submit-application';

jest.mock('@niec/shared', () => ({
  ...jest.requireActual<typeof Shared>('@niec/shared'),
  getApiClient: jest.fn(),
}));

const post = jest.fn();
beforeEach(() => {
  jest.mocked(getApiClient).mockReturnValue({ post } as unknown as ReturnType<typeof getApiClient>);
});

const axiosError = (response?: { status: number; data: unknown }) =>
  Object.assign(new Error('Request failed'), { isAxiosError: true, response });

const application = (): ApplicationValues => ({
  ...emptyApplication({ id: 3, title: 'Education Consultant' }),
  first_name: ' Ani ',
  email: 'ani@example.com',
  file_cv: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
  file_ijazah: new File(['jpg'], 'ijazah.jpg', { type: 'image/jpeg' }),
  file_english: new File(['png'], 'toefl.png', { type: 'image/png' }),
});

test('the multipart body carries every field, each file with its _name and the CAPTCHA token', () => {
  const form = toApplicationFormData(application(), 'token-9');
  expect(form.get('first_name')).toBe('Ani');
  expect(form.get('job_vacancy')).toBe('Education Consultant');
  expect(form.get('id_job_vacancy')).toBe('3');
  expect(form.get('ktp_addres')).toBe('');
  expect((form.get('file_cv') as File).name).toBe('cv.pdf');
  expect(form.get('file_cv_name')).toBe('cv.pdf');
  expect(form.get('file_ijazah_name')).toBe('ijazah.jpg');
  expect(form.get('file_english_name')).toBe('toefl.png');
  expect(form.get('g-recaptcha-response')).toBe('token-9');
});

test('the application is posted as multipart to /niec-career-candidate/add', async () => {
  post.mockResolvedValue({ status: 201, data: { message: 'ok' } });
  await expect(submitApplication(application(), 'token-9')).resolves.toMatchObject({ status: 'accepted' });
  expect(post).toHaveBeenCalledWith('/niec-career-candidate/add', expect.any(FormData));
});

test('field errors come back under the form’s names, file_english_test under file_english', async () => {
  post.mockRejectedValue(
    axiosError({
      status: 422,
      data: { data: { email: ['Format email tidak valid'], file_english_test: ['Ukuran file maksimal 2 MB'] } },
    }),
  );
  await expect(submitApplication(application(), 't')).resolves.toEqual({
    status: 'invalid',
    httpStatus: 422,
    errors: { email: 'Format email tidak valid', file_english: 'Ukuran file maksimal 2 MB' },
  });
});

test('no answer at all is a network failure, an answer without field errors keeps its status', async () => {
  post.mockRejectedValueOnce(axiosError());
  await expect(submitApplication(application(), 't')).resolves.toEqual({
    status: 'failed',
    httpStatus: null,
    network: true,
    message:
      'Lamaran gagal dikirim karena tidak ada koneksi ke server. Periksa koneksi internet Anda, lalu tekan Apply lagi. Isian dan berkas Anda tetap tersimpan di formulir ini.',
  });
  post.mockRejectedValueOnce(axiosError({ status: 500, data: '<html>Internal Server Error</html>' }));
  await expect(submitApplication(application(), 't')).resolves.toEqual({
    status: 'failed',
    httpStatus: 500,
    message: 'Lamaran gagal dikirim karena gangguan di server (kode 500). Silakan coba lagi beberapa saat lagi.',
  });
});
