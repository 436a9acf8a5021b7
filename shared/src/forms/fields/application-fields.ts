/**
 * The candidate application's fields under the API's keys (docs/product-rules.md#application): the one list the careers form,
 * its multipart body, the tests and local-api's /niec-career-candidate/add read. No imports, so Node (local-api)
 * can load it as it is.
 */

/** The vacancy applied for: hidden inputs of the form. */
export const APPLICATION_VACANCY_FIELDS = ['job_vacancy', 'id_job_vacancy'] as const;

/** What the candidate types or chooses, in the order the form shows it. */
export const APPLICATION_CANDIDATE_FIELDS = [
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
] as const;

/**
 * The candidate's sensitive personal data: never kept in the form's draft on the device, whatever the consent
 * (docs/decisions/010-form-drafts.md). Every draft leaves these names out (`isSensitiveField` in
 * @niec/shared/drafts); the form names them too, so a renamed field is not kept by accident.
 */
export const APPLICATION_SENSITIVE_FIELDS = [
  'place_birth',
  'date_birth',
  'gender',
  'maried',
  'religion',
  'ktp_addres',
  'ktp_province',
  'ktp_city',
  'ktp_subdistrict',
  'ktp_kode_post',
  'emergency_name',
  'emergency_phone',
] as const satisfies readonly (typeof APPLICATION_CANDIDATE_FIELDS)[number][];

/** The 26 text fields of the multipart body. */
export const APPLICATION_TEXT_FIELDS = [...APPLICATION_VACANCY_FIELDS, ...APPLICATION_CANDIDATE_FIELDS] as const;

/** The three uploads, each sent with a <field>_name. */
export const APPLICATION_FILE_FIELDS = ['file_cv', 'file_ijazah', 'file_english'] as const;

export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];
export type ApplicationFileField = (typeof APPLICATION_FILE_FIELDS)[number];
