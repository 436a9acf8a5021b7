import { useRef, useState } from 'react';
import { Field, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { ContinueOnWhatsApp, Notice, uiClasses, useHydrated } from '@niec/shared';
import { Modal } from '@niec/shared/modal';
import { useDraft } from '@niec/shared/drafts';
import {
  APPLICATION_CANDIDATE_FIELDS,
  APPLICATION_FILE_FIELDS,
  APPLICATION_SENSITIVE_FIELDS,
  FocusFirstInvalid,
  FormikDraft,
  KeepEarlyInput,
  ProvinceRegencyFields,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useServerFieldErrors,
  type ProvinceRegencyText,
  type SelectOption,
} from '@niec/shared/forms';
import { submitApplication } from '../api/submit-application';
import { CaptchaWidget } from '../captcha/captcha-widget';
import { GENDER_OPTIONS, MARITAL_OPTIONS, RELIGION_OPTIONS } from '../schemas/application-options';
import { applicationSchema, emptyApplication, type ApplicationValues } from '../schemas/application-schema';
import { applicationWhatsappMessage } from '../lib/whatsapp-message';
import { FileField } from './file-field';
import styles from './application-form.module.css';

export interface ApplicationFormProps {
  /** The branch is named in the success's WhatsApp message. */
  vacancy: { id: number; title: string; branch?: string };
  /** The province options of both address selects (from the page's loader). */
  provinces: SelectOption[];
  /** What confirming the success dialog does; the page reloads (injectable for tests). */
  reloadPage?: () => void;
}

type Feedback = { tone: 'error'; title: string; items?: string[] } | null;

/** The city select of both addresses: usable once the chosen province's cities have loaded. */
const CITY_TEXT: ProvinceRegencyText = {
  regencyLabel: 'Kota/Kabupaten',
  regencyPlaceholder: {
    idle: 'Pilih provinsi terlebih dahulu',
    loading: 'Memuat kota/kabupaten...',
    success: 'Pilih kota/kabupaten',
    error: 'Gagal memuat kota/kabupaten',
  },
};

/** The inputs the candidate fills in: server errors under other keys are listed above the form. */
const INPUT_FIELDS: readonly string[] = [...APPLICATION_CANDIDATE_FIELDS, ...APPLICATION_FILE_FIELDS];

/** Server errors under keys that are not inputs of the form (CAPTCHA token, the vacancy itself). */
const NON_FIELD_LABELS: Record<string, string> = {
  'g-recaptcha-response': 'Verifikasi CAPTCHA',
  id_job_vacancy: 'Lowongan',
  job_vacancy: 'Lowongan',
};

const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Today in the visitor's time zone, the latest birth date. Not known while rendering on the server (its clock and
 * zone are not the visitor's): the field gets its max once the browser has taken over, so hydration matches.
 */
function useTodayIso(): string | undefined {
  return useHydrated() ? todayIso() : undefined;
}

const reloadWindow = () => window.location.reload();

/**
 * 'Apply Your Resume': the candidate application (Formik + yup) with three uploads and a CAPTCHA.
 * Server errors stay under their fields until that field changes or the form is sent again.
 */
export default function ApplicationForm({ vacancy, provinces, reloadPage = reloadWindow }: ApplicationFormProps) {
  const [token, setToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  /** What was sent, once accepted (the success dialog's WhatsApp message names it). */
  const [sent, setSent] = useState<ApplicationValues | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const serverErrors = useServerFieldErrors<ApplicationValues>(applicationSchema);
  // One draft per vacancy, once the candidate agrees; the files, the CAPTCHA and the sensitive personal data
  // (religion, marital status, birth, gender, KTP address, emergency contact) are never in it
  // (docs/decisions/010-form-drafts.md).
  const draft = useDraft(`application:${vacancy.id}`);

  const today = useTodayIso();

  const onSubmit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    setFeedback(null);
    if (!token || !draft.beforeSend()) return;
    const result = await submitApplication(values, token);
    if (result.status === 'accepted') {
      serverErrors.clear();
      draft.sent();
      setSent(values);
    } else if (result.status === 'invalid') {
      const other = serverErrors.show(result.errors, values, helpers, INPUT_FIELDS);
      if ('g-recaptcha-response' in result.errors) setCaptchaResetKey((n) => n + 1);
      setFeedback({
        tone: 'error',
        title: 'Lamaran belum terkirim. Periksa kembali isian yang ditandai.',
        items:
          other.length > 0 ? other.map(([key, message]) => `${NON_FIELD_LABELS[key] ?? key}: ${message}`) : undefined,
      });
    } else if (result.status === 'failed' && result.network) {
      draft.sendFailedOffline();
    } else {
      setFeedback({ tone: 'error', title: result.message });
    }
  };

  return (
    <>
      <Formik<ApplicationValues>
        initialValues={emptyApplication(vacancy)}
        validate={serverErrors.validate}
        onSubmit={onSubmit}
      >
        {(formik: FormikProps<ApplicationValues>) => (
          <form
            ref={formRef}
            className={styles.form}
            noValidate
            aria-label="Formulir lamaran"
            // Sending again asks the server again: its earlier verdicts no longer block the submit.
            onSubmitCapture={serverErrors.clear}
            onSubmit={formik.handleSubmit}
          >
            <FocusFirstInvalid formRef={formRef} fallbackRef={feedbackRef} />
            <KeepEarlyInput formRef={formRef} />
            <FormikDraft draft={draft} formRef={formRef} omit={APPLICATION_SENSITIVE_FIELDS} />
            <Field type="hidden" name="job_vacancy" />
            <Field type="hidden" name="id_job_vacancy" />

            <div ref={feedbackRef} tabIndex={-1} className={styles.feedback}>
              {feedback ? (
                <Notice tone="error">
                  <p className={styles.feedbackTitle}>{feedback.title}</p>
                  {feedback.items ? (
                    <ul className={styles.feedbackList}>
                      {feedback.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </Notice>
              ) : null}
            </div>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Data Pribadi</legend>
              <div className={styles.grid}>
                <TextField name="first_name" label="Nama Depan" required autoComplete="given-name" />
                <TextField name="last_name" label="Nama Belakang" required autoComplete="family-name" />
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
                <TextField
                  name="no_hp"
                  label="Nomor HP"
                  required
                  inputMode="numeric"
                  autoComplete="tel"
                  placeholder="08xxxxxxxxxx"
                  hint="Hanya angka, tanpa spasi atau tanda +."
                />
                <TextField name="place_birth" label="Tempat Lahir" required />
                <TextField name="date_birth" label="Tanggal Lahir" type="date" required max={today} />
                <SelectField
                  name="gender"
                  label="Jenis Kelamin"
                  required
                  placeholder="Pilih jenis kelamin"
                  options={GENDER_OPTIONS}
                />
                <SelectField
                  name="maried"
                  label="Status Pernikahan"
                  required
                  placeholder="Pilih status pernikahan"
                  options={MARITAL_OPTIONS}
                />
                <SelectField
                  name="religion"
                  label="Agama"
                  required
                  placeholder="Pilih agama"
                  options={RELIGION_OPTIONS}
                />
              </div>
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Alamat Domisili</legend>
              <div className={styles.grid}>
                <div className={styles.full}>
                  <TextAreaField name="address" label="Alamat" required rows={2} autoComplete="street-address" />
                </div>
                <ProvinceRegencyFields
                  provinceName="current_province"
                  regencyName="current_city"
                  provinces={provinces}
                  text={CITY_TEXT}
                  required
                />
                <TextField name="current_subdistrict" label="Kecamatan" />
                <TextField
                  name="current_kode_post"
                  label="Kode Pos"
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="postal-code"
                />
              </div>
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Alamat Sesuai KTP</legend>
              <div className={styles.grid}>
                <div className={styles.full}>
                  <TextAreaField name="ktp_addres" label="Alamat KTP" rows={2} />
                </div>
                <ProvinceRegencyFields
                  provinceName="ktp_province"
                  regencyName="ktp_city"
                  provinces={provinces}
                  text={CITY_TEXT}
                />
                <TextField name="ktp_subdistrict" label="Kecamatan" />
                <TextField name="ktp_kode_post" label="Kode Pos" inputMode="numeric" maxLength={5} />
              </div>
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Media Sosial dan Kontak Darurat</legend>
              <div className={styles.grid}>
                <TextField name="instagram" label="Instagram" placeholder="@username" />
                <TextField name="linkedin" label="LinkedIn" placeholder="https://www.linkedin.com/in/nama-anda" />
                <TextField name="emergency_name" label="Nama Kontak Darurat" />
                <TextField name="emergency_phone" label="Nomor Kontak Darurat" inputMode="numeric" />
              </div>
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Tentang Anda</legend>
              <TextAreaField
                name="text_promosi_diri"
                label="Promosikan diri Anda"
                rows={5}
                maxLength={2000}
                hint="Ceritakan singkat pengalaman, keahlian dan alasan Anda melamar posisi ini."
              />
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Dokumen</legend>
              <div className={styles.grid}>
                <FileField name="file_cv" label="CV" required />
                <FileField name="file_ijazah" label="Ijazah" required />
                <FileField name="file_english" label="Sertifikat Bahasa Inggris (TOEFL/IELTS)" required />
              </div>
            </fieldset>

            <div className={styles.submitRow}>
              <CaptchaWidget onChange={setToken} resetKey={captchaResetKey} />
              <div className={styles.submitAction}>
                <SubmitButton
                  busy={formik.isSubmitting}
                  busyLabel="Applying..."
                  disabled={!token}
                  className={styles.submit}
                >
                  Apply
                </SubmitButton>
                {!token ? (
                  <p className={styles.submitHint}>Centang verifikasi CAPTCHA untuk mengaktifkan tombol Apply.</p>
                ) : null}
              </div>
            </div>
          </form>
        )}
      </Formik>

      <Modal
        open={sent !== null}
        title="Berkas Lamaran Anda Telah Terkirim"
        onClose={reloadPage}
        footer={
          <button type="button" className={uiClasses.button} onClick={reloadPage}>
            OK
          </button>
        }
      >
        <p>
          Terima kasih telah melamar posisi <strong>{vacancy.title}</strong>. Tim HR NIEC Indonesia akan meninjau berkas
          Anda dan menghubungi kandidat yang lolos seleksi melalui email atau telepon.
        </p>
        {sent ? (
          <p>
            <ContinueOnWhatsApp message={applicationWhatsappMessage(sent, vacancy)} />
          </p>
        ) : null}
      </Modal>
    </>
  );
}
