import { ValidationError } from 'yup';
import { applicationSchema, emptyApplication, isPastDate, type ApplicationValues } from './application-schema';
import { RELIGION_OPTIONS, fileProblem } from './application-options';

const pdf = (name = 'cv.pdf', size = 1000, type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function validApplication(overrides: Partial<ApplicationValues> = {}): ApplicationValues {
  return {
    ...emptyApplication({ id: 1, title: 'Education Consultant' }),
    first_name: 'Ani',
    last_name: 'Wijaya',
    email: 'ani@example.com',
    no_hp: '081234567890',
    place_birth: 'Denpasar',
    date_birth: '1998-05-02',
    gender: 'P',
    maried: 'S',
    religion: '4',
    address: 'Jl. Sudirman 1',
    current_province: '51',
    current_city: '5101',
    file_cv: pdf(),
    file_ijazah: pdf('ijazah.jpg', 2000, 'image/jpeg'),
    file_english: pdf('toefl.png', 3000, 'image/png'),
    ...overrides,
  };
}

async function errorsOf(values: ApplicationValues): Promise<Record<string, string>> {
  try {
    await applicationSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

test('a complete application passes', async () => {
  await expect(errorsOf(validApplication())).resolves.toEqual({});
});

test('an empty application names every required field in Indonesian', async () => {
  const errors = await errorsOf(emptyApplication({ id: 1, title: 'Education Consultant' }));
  expect(errors).toEqual({
    first_name: 'Nama depan wajib diisi',
    last_name: 'Nama belakang wajib diisi',
    email: 'Email wajib diisi',
    no_hp: 'Nomor HP wajib diisi',
    place_birth: 'Tempat lahir wajib diisi',
    date_birth: 'Tanggal lahir wajib diisi',
    gender: 'Pilih jenis kelamin',
    maried: 'Pilih status pernikahan',
    religion: 'Pilih agama',
    address: 'Alamat wajib diisi',
    current_province: 'Provinsi wajib dipilih',
    current_city: 'Kota/kabupaten wajib dipilih',
    file_cv: 'CV wajib diunggah',
    file_ijazah: 'Ijazah wajib diunggah',
    file_english: 'Sertifikat bahasa Inggris wajib diunggah',
  });
});

test('the phone number must be numeric, but its length is left to the server', async () => {
  expect((await errorsOf(validApplication({ no_hp: '0812-3456' }))).no_hp).toBe('Nomor HP hanya boleh berisi angka');
  expect((await errorsOf(validApplication({ no_hp: '+62812' }))).no_hp).toBe('Nomor HP hanya boleh berisi angka');
  expect(await errorsOf(validApplication({ no_hp: '12345' }))).toEqual({});
});

test('an email without a domain is refused', async () => {
  expect((await errorsOf(validApplication({ email: 'ani@example' }))).email).toBe('Format email tidak valid');
});

test('gender, marital status and religion accept only the listed values', async () => {
  const errors = await errorsOf(validApplication({ gender: 'X', maried: 'D', religion: '7' }));
  expect(errors).toEqual({ gender: 'Pilih jenis kelamin', maried: 'Pilih status pernikahan', religion: 'Pilih agama' });
  expect(RELIGION_OPTIONS).toEqual([
    { value: '1', label: 'Moeslem' },
    { value: '2', label: 'Khatolik' },
    { value: '3', label: 'Christian' },
    { value: '4', label: 'Hindi' },
    { value: '5', label: 'Buddha' },
    { value: '6', label: 'Others' },
  ]);
});

test('a birth date must be a real date in the past', async () => {
  expect(isPastDate('1998-02-30')).toBe(false);
  expect(isPastDate('2999-01-01')).toBe(false);
  expect(isPastDate('1998-02-28')).toBe(true);
  expect((await errorsOf(validApplication({ date_birth: '2999-01-01' }))).date_birth).toBe('Tanggal lahir tidak valid');
});

test('postal codes and the emergency phone are optional but must be digits when given', async () => {
  const errors = await errorsOf(
    validApplication({ current_kode_post: '8011', ktp_kode_post: 'abcde', emergency_phone: '0812 999' }),
  );
  expect(errors).toEqual({
    current_kode_post: 'Kode pos harus 5 digit angka',
    ktp_kode_post: 'Kode pos harus 5 digit angka',
    emergency_phone: 'Nomor kontak darurat hanya boleh berisi angka',
  });
});

test('a file over 2 MB is refused with a message naming the limit', async () => {
  const big = pdf('cv.pdf', 2 * 1024 * 1024 + 1);
  expect(fileProblem(big)).toBe('Ukuran file maksimal 2 MB');
  expect(fileProblem(pdf('cv.pdf', 2 * 1024 * 1024))).toBeNull();
  expect((await errorsOf(validApplication({ file_english: big }))).file_english).toBe('Ukuran file maksimal 2 MB');
});

test('only PDF, JPG and PNG files are accepted', async () => {
  expect(
    fileProblem(pdf('cv.docx', 1000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  ).toBe('Format file harus PDF, JPG atau PNG');
  expect(fileProblem(pdf('virus.pdf', 1000, 'application/x-msdownload'))).toBe('Format file harus PDF, JPG atau PNG');
  expect(fileProblem(pdf('scan.JPEG', 1000, 'image/jpeg'))).toBeNull();
  expect(fileProblem(pdf('scan.png', 1000, ''))).toBeNull();
  expect((await errorsOf(validApplication({ file_cv: pdf('cv.gif', 10, 'image/gif') }))).file_cv).toBe(
    'Format file harus PDF, JPG atau PNG',
  );
});
