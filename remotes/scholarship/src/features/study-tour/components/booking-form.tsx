import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { ContinueOnWhatsApp, Notice, uiClasses, useAsync } from '@niec/shared';
import { useDraft } from '@niec/shared/drafts';
import {
  CheckboxGroupField,
  FocusFirstInvalid,
  FormikDraft,
  KeepEarlyInput,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useServerFieldErrors,
} from '@niec/shared/forms';
import { submitForm } from '@niec/shared/submit';
import { fetchCities } from '../api/fetch-cities';
import { fetchRecommenders } from '../api/fetch-recommenders';
import { registerBooking } from '../api/register-booking';
import { ACTIVITIES } from '../lib/activities';
import { BOOKING_SUBMIT } from '../lib/booking-errors';
import { bookingWhatsappMessage } from '../lib/whatsapp-message';
import { BOOKING_FIELDS, bookingSchema, emptyBooking, type BookingValues } from '../schemas/booking-schema';
import styles from './booking-form.module.css';

const ACCOMMODATIONS = [
  { value: 'hotel', label: 'Hotel' },
  { value: 'homestay', label: 'Homestay' },
];

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface BookingFormProps {
  /** Values to start with (e.g. the activity a 'Pesan!' button preselects, a tour's country). */
  initial?: Partial<BookingValues>;
  /** A line naming what is being booked. */
  context?: string;
  /** Called when the visitor closes 'Register Success'; reloads the page unless a test says otherwise. */
  onReload?: () => void;
  /** Whose draft this is (a tour's or a course's): each keeps its own (docs/decisions/010-form-drafts.md). */
  draftKey?: string;
}

/**
 * The study-tour booking form (Formik + yup). It is its own lazily loaded chunk, so formik and yup
 * are only downloaded when a booking modal opens. Server field errors (422/409) stay under their
 * field until that field is changed; the typed values are kept.
 */
export default function BookingForm({
  initial,
  context,
  onReload = () => window.location.reload(),
  draftKey = 'umum',
}: BookingFormProps) {
  const cities = useAsync((signal) => fetchCities(signal), []);
  const recommenders = useAsync((signal) => fetchRecommenders(signal), []);
  const [failure, setFailure] = useState<string | null>(null);
  /** What was sent, once accepted. */
  const [done, setDone] = useState<BookingValues | null>(null);
  const serverErrors = useServerFieldErrors<BookingValues>(bookingSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const draft = useDraft(`booking:${draftKey}`);

  // docs/product-rules.md#booking: the old site reloaded the page a moment after 'Register Success'. The success
  // now stays until the visitor closes it ('Selesai'), so 'Lanjutkan via WhatsApp' can be used; closing reloads as before.
  if (done) {
    return (
      <div className={styles.success}>
        <Notice tone="success">
          <p className={styles.successTitle}>Register Success</p>
          <p className={styles.successText}>
            Terima kasih! Tim kami akan menghubungi Anda melalui WhatsApp. Ingin lebih cepat? Lanjutkan percakapan
            sekarang; pesan berisi data pendaftaran Anda sudah kami siapkan.
          </p>
        </Notice>
        <div className={styles.successActions}>
          <ContinueOnWhatsApp message={bookingWhatsappMessage(done, context)} className={uiClasses.button} />
          <button type="button" className={uiClasses.buttonSecondary} onClick={onReload}>
            Selesai
          </button>
        </div>
      </div>
    );
  }

  const onSubmit = async (values: BookingValues, helpers: FormikHelpers<BookingValues>) => {
    setFailure(null);
    if (!draft.beforeSend()) return;
    const result = await submitForm(() => registerBooking(values), BOOKING_SUBMIT);
    if (result.status === 'accepted') {
      draft.sent();
      setDone(values);
    } else if (result.status === 'invalid') {
      const unknown = serverErrors.show(result.errors, values, helpers, BOOKING_FIELDS).map(([, message]) => message);
      setFailure(
        unknown.length > 0
          ? `Pendaftaran belum dapat diterima: ${unknown.join(' ')}`
          : 'Pendaftaran belum dapat diterima. Periksa kembali isian yang ditandai merah.',
      );
    } else if (result.network) {
      // No answer: the draft is kept and the visitor is told to send again once online.
      draft.sendFailedOffline();
    } else {
      setFailure(result.message);
    }
  };

  const cityOptions = cities.data ?? [];
  const recommenderOptions = recommenders.data ?? [];
  const listsFailed = cities.status === 'error' || recommenders.status === 'error';

  return (
    <Formik<BookingValues>
      initialValues={{ ...emptyBooking, ...initial }}
      validate={serverErrors.validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, values }) => (
        <Form
          ref={formRef}
          noValidate
          className={styles.form}
          aria-label="Form pendaftaran study tour"
          // A new attempt goes to the server again, which answers afresh.
          onSubmitCapture={serverErrors.clear}
        >
          {/* A refused submit leads to its first field in error, or else to the message. */}
          <FocusFirstInvalid formRef={formRef} fallbackRef={failureRef} />
          <KeepEarlyInput formRef={formRef} />
          {context ? <p className={styles.context}>{context}</p> : null}
          <FormikDraft draft={draft} formRef={formRef} />
          <p className={styles.intro}>
            Isi data di bawah ini dan konsultan kami akan menghubungi Anda untuk menyusun program. Kolom bertanda{' '}
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
            <span className="visually-hidden">bintang</span> wajib diisi.
          </p>
          {failure ? (
            <div ref={failureRef} tabIndex={-1} className={styles.failure}>
              <Notice tone="error">{failure}</Notice>
            </div>
          ) : null}
          {listsFailed ? (
            <Notice tone="info">Daftar kota atau konsultan gagal dimuat. Tutup lalu buka kembali formulir ini.</Notice>
          ) : null}

          <h3 className={styles.sectionTitle}>Data Pemesan</h3>
          <div className={styles.grid}>
            <TextField name="nama" label="Nama Lengkap" required autoComplete="name" />
            <TextField name="email" label="Email" type="email" required autoComplete="email" />
            <TextField
              name="no_wa"
              label="Nomor WhatsApp"
              type="tel"
              inputMode="tel"
              required
              autoComplete="tel"
              hint="Contoh: 081234567890"
            />
            <SelectField
              name="kota_asal"
              label="Kota Asal"
              required
              placeholder={cities.status === 'loading' ? 'Memuat kota...' : 'Pilih kota asal'}
              options={cityOptions}
            />
          </div>

          <h3 className={styles.sectionTitle}>Rencana Perjalanan</h3>
          <div className={styles.grid}>
            <TextField name="negara_tujuan" label="Negara Tujuan" required placeholder="Contoh: Australia" />
            <SelectField
              name="tipe_akomodasi"
              label="Tipe Akomodasi"
              required
              placeholder="Pilih tipe akomodasi"
              options={ACCOMMODATIONS}
            />
            <TextField name="tanggal_pergi" label="Tanggal Pergi" type="date" required min={todayIso()} />
            <TextField
              name="tanggal_pulang"
              label="Tanggal Pulang"
              type="date"
              required
              min={values.tanggal_pergi || todayIso()}
            />
            <TextField
              name="total_peserta"
              label="Total Peserta"
              inputMode="numeric"
              required
              hint="Jumlah pelajar yang ikut"
            />
            <TextField
              name="total_pendamping"
              label="Total Pendamping"
              inputMode="numeric"
              required
              hint="Guru atau orang tua pendamping (isi 0 jika tidak ada)"
            />
          </div>

          <CheckboxGroupField name="kegiatan" legend="Kegiatan yang Diinginkan" options={ACTIVITIES} />

          <div className={styles.grid}>
            <SelectField
              name="kode_bisdev"
              label="Direkomendasikan oleh"
              placeholder={recommenders.status === 'loading' ? 'Memuat konsultan...' : 'Tidak ada'}
              options={recommenderOptions}
              hint="Konsultan NIEC yang merekomendasikan program ini (jika ada)"
            />
          </div>
          <TextAreaField
            name="else_request"
            label="Informasi Lainnya / Budget yang Tersedia"
            placeholder="Contoh: budget per peserta, kebutuhan khusus, kota lain yang ingin dikunjungi"
          />

          <div className={styles.actions}>
            <SubmitButton busy={isSubmitting} busyLabel="Mengirim...">
              Kirim Pendaftaran
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
