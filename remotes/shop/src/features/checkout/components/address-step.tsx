import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { FormikHelpers } from 'formik';
import type { CourierOption, Regency, ShippingItem } from '@niec/shared';
import { isNoResponse, useDraft } from '@niec/shared/drafts';
import {
  ProvinceRegencyFields,
  TextAreaField,
  TextField,
  useServerFieldErrors,
  type ProvinceRegencyText,
} from '@niec/shared/forms';
import { isPostalCodeKnown } from '../api/check-postal-code';
import { fetchCourierRates } from '../api/fetch-courier-rates';
import { useProvinces } from '../hooks/use-provinces';
import type { ShippingAddress } from '../model';
import { emptyShippingAddress, SHIPPING_MESSAGES, shippingSchema } from '../schemas/shipping-schema';
import { ADDRESS_DRAFT_KEY } from '../lib/constants';
import { StepForm } from './step-layout';
import styles from './step.module.css';

const digitsOnly = (value: string) => value.replace(/\D+/g, '');

const REGENCY_TEXT: ProvinceRegencyText = {
  regencyLabel: 'Kabupaten/Kota',
  regencyPlaceholder: {
    idle: 'Pilih provinsi terlebih dahulu',
    loading: 'Memuat kabupaten/kota...',
    success: 'Pilih Kabupaten/Kota',
    error: 'Pilih Kabupaten/Kota',
  },
  provincesFailed: 'Daftar provinsi gagal dimuat. Muat ulang halaman.',
  regenciesFailed: 'Daftar kabupaten/kota gagal dimuat. Pilih ulang provinsi.',
};

/**
 * Step 'Informasi Pengiriman': the address, then the postal code checked with the aggregator,
 * then the courier rates fetched; only then the flow advances.
 */
export function AddressStep({
  initialValues,
  shippingItems,
  focusOnMount,
  onComplete,
}: {
  initialValues: ShippingAddress;
  shippingItems: ShippingItem[];
  focusOnMount: boolean;
  /** `regionLabel` is "Kota Denpasar, Bali" for the review on the payment step. */
  onComplete: (address: ShippingAddress, couriers: CourierOption[], regionLabel: string) => void;
}) {
  const provinces = useProvinces();
  const regencies = useRef<Regency[]>([]);
  const rememberRegencies = useCallback((list: Regency[]) => {
    regencies.current = list;
  }, []);
  const serverErrors = useServerFieldErrors<ShippingAddress>(shippingSchema);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useDraft(ADDRESS_DRAFT_KEY);

  const submit = async (values: ShippingAddress, helpers: FormikHelpers<ShippingAddress>) => {
    if (inFlight.current) return;
    setFailure(null);
    if (!draft.beforeSend()) return;
    inFlight.current = true;
    try {
      const postal = values.postal_code.trim();
      if (!(await isPostalCodeKnown(postal))) {
        serverErrors.show({ postal_code: SHIPPING_MESSAGES.postalUnknown }, values, helpers);
        return;
      }
      const couriers = await fetchCourierRates(postal, shippingItems);
      const regency = regencies.current.find((r) => String(r.id) === values.kabupaten);
      const province = provinces.list.find((p) => String(p.id) === values.provinsi);
      const regionLabel = [regency?.kabupaten_name, province?.province_name].filter(Boolean).join(', ');
      onComplete({ ...values, postal_code: postal }, couriers, regionLabel);
    } catch (error) {
      console.error('Checkout address step failed', error);
      if (isNoResponse(error)) draft.sendFailedOffline();
      else setFailure('Ongkos kirim tidak dapat dihitung saat ini. Periksa koneksi Anda, lalu tekan Selanjutnya lagi.');
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <StepForm
      title="Informasi Pengiriman"
      intro="Isi alamat tujuan pengiriman. Kode pos dipakai untuk menghitung ongkos kirim."
      focusOnMount={focusOnMount}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      initialValues={initialValues}
      validate={serverErrors.validate}
      onSubmit={submit}
      onSubmitCapture={serverErrors.clear}
      submitLabel="Selanjutnya"
      busyLabel="Menghitung ongkos kirim..."
      draft={{ control: draft, emptyValues: emptyShippingAddress }}
    >
      {({ setFieldValue }) => (
        <div className={styles.grid}>
          <div className={styles.full}>
            <TextField name="nama_lengkap" label="Nama Lengkap" required autoComplete="name" />
          </div>
          <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
          <TextField
            name="notelp"
            label="Nomor Telepon"
            type="tel"
            required
            inputMode="numeric"
            autoComplete="tel"
            placeholder="08xxxxxxxxxx"
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              void setFieldValue('notelp', digitsOnly(event.target.value))
            }
          />
          <div className={styles.full}>
            <TextAreaField name="alamat" label="Alamat" required rows={3} autoComplete="street-address" />
          </div>
          <ProvinceRegencyFields
            provinceName="provinsi"
            regencyName="kabupaten"
            provinces={provinces.list.map((p) => ({ value: String(p.id), label: p.province_name }))}
            provincesStatus={provinces.status}
            text={REGENCY_TEXT}
            required
            autoComplete
            onRegencies={rememberRegencies}
          />
          <TextField
            name="postal_code"
            label="Kode Pos"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="5 digit, mis. 80361"
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              void setFieldValue('postal_code', digitsOnly(event.target.value))
            }
          />
        </div>
      )}
    </StepForm>
  );
}
