import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Notice, uiClasses, useAsync } from '@niec/shared';
import { SelectField, TextAreaField, TextField } from '@niec/shared/forms';
import { fetchCities } from '../api/fetch-cities';
import { fetchRecommenders } from '../api/fetch-recommenders';
import { registerBooking } from '../api/register-booking';
import { ACTIVITIES } from '../lib/activities';
import { describeBookingFailure } from '../lib/booking-errors';
import { bookingSchema, emptyBooking, type BookingValues } from '../schemas/booking-schema';
import { CheckboxGroupField } from './checkbox-group-field';
import styles from './booking-form.module.css';

/** The booking fields, in the order the form shows them (docs/product-rules.md#booking). */
const FIELDS: readonly (keyof BookingValues)[] = [
  'nama',
  'email',
  'no_wa',
  'kota_asal',
  'negara_tujuan',
  'tanggal_pergi',
  'tanggal_pulang',
  'total_peserta',
  'total_pendamping',
  'kode_bisdev',
  'tipe_akomodasi',
  'kegiatan',
  'else_request',
];

const ACCOMMODATIONS = [
  { value: 'hotel', label: 'Hotel' },
  { value: 'homestay', label: 'Homestay' },
];

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface BookingFormProps {
  /** Values to start with (e.g. the activity a 'Pesan!' button preselects, a tour's country). */
  initial?: Partial<BookingValues>;
  /** A line naming what is being booked. */
  context?: string;
  /** Called after 'Register Success' was shown; reloads the page unless a test says otherwise. */
  onReload?: () => void;
  reloadDelayMs?: number;
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
  reloadDelayMs = 2000,
}: BookingFormProps) {
  const cities = useAsync((signal) => fetchCities(signal), []);
  const recommenders = useAsync((signal) => fetchRecommenders(signal), []);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const serverErrors = useRef<Partial<Record<keyof BookingValues, { message: string; value: unknown }>>>({});
  const failureRef = useRef<HTMLDivElement>(null);
  const reloadRef = useRef(onReload);

  useEffect(() => {
    reloadRef.current = onReload;
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => reloadRef.current(), reloadDelayMs);
    return () => window.clearTimeout(timer);
  }, [done, reloadDelayMs]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (done) {
    return (
      <div className={styles.success}>
        <Notice tone="success">
          <p className={styles.successTitle}>Register Success</p>
          <p className={styles.successText}>
            Terima kasih! Tim kami akan menghubungi Anda melalui WhatsApp. Halaman akan dimuat ulang sebentar lagi.
          </p>
        </Notice>
      </div>
    );
  }

  // Server errors are re-applied by every validation run while the field keeps the value they were about.
  const validate = (values: BookingValues): FormikErrors<BookingValues> => {
    const errors: Record<string, string> = {};
    for (const [field, entry] of Object.entries(serverErrors.current)) {
      if (entry && sameValue(values[field as keyof BookingValues], entry.value)) errors[field] = entry.message;
    }
    return errors;
  };

  const onSubmit = async (values: BookingValues, helpers: FormikHelpers<BookingValues>) => {
    setFailure(null);
    try {
      await registerBooking(values);
      setDone(true);
    } catch (error) {
      const result = describeBookingFailure(error);
      if (result.kind === 'message') {
        setFailure(result.message);
        return;
      }
      const known: Record<string, string> = {};
      const unknown: string[] = [];
      for (const [field, message] of Object.entries(result.errors)) {
        if ((FIELDS as readonly string[]).includes(field)) {
          known[field] = message;
          serverErrors.current[field as keyof BookingValues] = {
            message,
            value: values[field as keyof BookingValues],
          };
        } else unknown.push(message);
      }
      await helpers.setTouched(Object.fromEntries(Object.keys(known).map((f) => [f, true])), false);
      helpers.setErrors(known);
      setFailure(
        unknown.length > 0
          ? `Pendaftaran belum dapat diterima: ${unknown.join(' ')}`
          : 'Pendaftaran belum dapat diterima. Periksa kembali isian yang ditandai merah.',
      );
    }
  };

  const cityOptions = cities.data ?? [];
  const recommenderOptions = recommenders.data ?? [];
  const listsFailed = cities.status === 'error' || recommenders.status === 'error';

  return (
    <Formik<BookingValues>
      initialValues={{ ...emptyBooking, ...initial }}
      validationSchema={bookingSchema}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, values, handleSubmit }) => (
        <Form
          noValidate
          className={styles.form}
          aria-label="Form pendaftaran study tour"
          onSubmit={(event) => {
            // A new attempt goes to the server again, which answers afresh.
            serverErrors.current = {};
            handleSubmit(event);
          }}
        >
          {context ? <p className={styles.context}>{context}</p> : null}
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
            <button type="submit" className={uiClasses.button} disabled={isSubmitting}>
              {isSubmitting ? 'Mengirim...' : 'Kirim Pendaftaran'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
