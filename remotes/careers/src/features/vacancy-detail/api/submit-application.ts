import { getApiClient } from '@niec/shared';
import { APPLICATION_TEXT_FIELDS } from '@niec/shared/forms';
import { submitForm, type SubmitResult } from '@niec/shared/submit';
import { FILE_FIELDS, type ApplicationValues } from '../schemas/application-schema';

/** The API answers the english certificate's error under another key than the input's name. */
const ERROR_KEY_TO_FIELD: Record<string, string> = { file_english_test: 'file_english' };

const serverTrouble = (httpStatus: number) =>
  `Lamaran gagal dikirim karena gangguan di server (kode ${httpStatus}). Silakan coba lagi beberapa saat lagi.`;

/** What the candidate reads when the application fails as a whole (any answer without field errors). */
export const APPLICATION_FAILURES = {
  network:
    'Lamaran gagal dikirim karena tidak ada koneksi ke server. Periksa koneksi internet Anda, lalu tekan Apply lagi. Isian dan berkas Anda tetap tersimpan di formulir ini.',
  server: serverTrouble,
  other: serverTrouble,
  byStatus: { 429: serverTrouble(429) },
};

/** The multipart body: every field under its API key, each file with its <field>_name, and the CAPTCHA token. */
export function toApplicationFormData(values: ApplicationValues, captchaToken: string): FormData {
  const form = new FormData();
  for (const key of APPLICATION_TEXT_FIELDS) form.append(key, values[key].trim());
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

/**
 * POST /niec-career-candidate/add (multipart). Any answer with data.data is per-field errors (docs/product-rules.md#application),
 * keyed by the form's field names (file_english_test is mapped to file_english).
 */
export function submitApplication(values: ApplicationValues, captchaToken: string): Promise<SubmitResult> {
  return submitForm(
    () => getApiClient().post('/niec-career-candidate/add', toApplicationFormData(values, captchaToken)),
    { errorKeys: ERROR_KEY_TO_FIELD, messages: APPLICATION_FAILURES },
  );
}
