import { getApiClient, isAxiosError, readFieldErrors, type FieldErrors } from '@niec/shared';
import { FILE_FIELDS, type ApplicationTextField, type ApplicationValues } from '../schemas/application-schema';

export type SubmitResult =
  | { status: 'sent' }
  /** Per-field messages, keyed by the form's field names (file_english_test is mapped to file_english). */
  | { status: 'invalid'; errors: FieldErrors }
  /** No answer at all: offline, DNS, CORS, timeout. */
  | { status: 'network' }
  | { status: 'failed'; httpStatus: number };

/** The API answers the english certificate's error under another key than the input's name. */
const ERROR_KEY_TO_FIELD: Record<string, string> = { file_english_test: 'file_english' };

const TEXT_FIELDS: readonly ApplicationTextField[] = [
  'job_vacancy',
  'id_job_vacancy',
  'first_name',
  'last_name',
  'email',
  'no_hp',
  'place_birth',
  'date_birth',
  'gender',
  'maried',
  'religion',
  'address',
  'current_province',
  'current_city',
  'current_subdistrict',
  'current_kode_post',
  'ktp_addres',
  'ktp_province',
  'ktp_city',
  'ktp_subdistrict',
  'ktp_kode_post',
  'instagram',
  'linkedin',
  'emergency_name',
  'emergency_phone',
  'text_promosi_diri',
];

/** The multipart body: every field under its API key, each file with its <field>_name, and the CAPTCHA token. */
export function toApplicationFormData(values: ApplicationValues, captchaToken: string): FormData {
  const form = new FormData();
  for (const key of TEXT_FIELDS) form.append(key, values[key].trim());
  for (const key of FILE_FIELDS) {
    const file = values[key];
    if (file) {
      form.append(key, file, file.name);
      form.append(`${key}_name`, file.name);
    }
  }
  form.append('g-recaptcha-response', captchaToken);
  return form;
}

/** POST /niec-career-candidate/add (multipart). Every answer (or its absence) becomes a SubmitResult. */
export async function submitApplication(values: ApplicationValues, captchaToken: string): Promise<SubmitResult> {
  try {
    await getApiClient().post('/niec-career-candidate/add', toApplicationFormData(values, captchaToken));
    return { status: 'sent' };
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      const fieldErrors = readFieldErrors(error.response.data);
      if (fieldErrors) {
        const errors: FieldErrors = {};
        for (const [key, message] of Object.entries(fieldErrors)) errors[ERROR_KEY_TO_FIELD[key] ?? key] = message;
        return { status: 'invalid', errors };
      }
      return { status: 'failed', httpStatus: error.response.status };
    }
    if (isAxiosError(error)) return { status: 'network' };
    throw error;
  }
}
