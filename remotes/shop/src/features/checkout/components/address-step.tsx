import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  fetchRegencies,
  Notice,
  uiClasses,
  useAsync,
  type CourierOption,
  type Province,
  type Regency,
  type ShippingItem,
} from '@niec/shared';
import { SelectField, TextAreaField, TextField } from '@niec/shared/forms';
import { isPostalCodeKnown } from '../api/check-postal-code';
import { fetchCourierRates } from '../api/fetch-courier-rates';
import { useProvinces } from '../hooks/use-provinces';
import type { ShippingAddress } from '../lib/types';
import { SHIPPING_MESSAGES, shippingSchema } from '../schemas/shipping-schema';
import { FocusFirstInvalid, StepCard, SubmitButton } from './step-layout';
import styles from './step.module.css';

const digitsOnly = (value: string) => value.replace(/\D+/g, '');

function ProvinceAndRegency({ onOptions }: { onOptions: (provinces: Province[], regencies: Regency[]) => void }) {
  const { values, setFieldValue } = useFormikContext<ShippingAddress>();
  const provinces = useProvinces();
  const regencies = useAsync(
    (signal) => (values.provinsi ? fetchRegencies(values.provinsi, signal) : Promise.resolve([])),
    [values.provinsi],
  );
  useEffect(() => {
    onOptions(provinces.list, regencies.data ?? []);
  }, [onOptions, provinces.list, regencies.data]);
  const onProvinceChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void setFieldValue('provinsi', event.target.value);
    // The regency list belongs to the province: a new province empties the choice.
    void setFieldValue('kabupaten', '', false);
  };
  return (
    <>
      <SelectField
        name="provinsi"
        label="Provinsi"
        required
        placeholder={provinces.status === 'loading' ? 'Memuat provinsi...' : 'Pilih provinsi'}
        options={provinces.list.map((p) => ({ value: String(p.id), label: p.province_name }))}
        onChange={onProvinceChange}
        autoComplete="address-level1"
        hint={provinces.status === 'error' ? 'Daftar provinsi gagal dimuat. Muat ulang halaman.' : undefined}
      />
      <SelectField
        name="kabupaten"
        label="Kabupaten/Kota"
        required
        disabled={!values.provinsi}
        placeholder={
          !values.provinsi
            ? 'Pilih provinsi terlebih dahulu'
            : regencies.status === 'loading'
              ? 'Memuat kabupaten/kota...'
              : 'Pilih Kabupaten/Kota'
        }
        options={(regencies.data ?? []).map((r) => ({ value: String(r.id), label: r.kabupaten_name }))}
        autoComplete="address-level2"
        hint={regencies.status === 'error' ? 'Daftar kabupaten/kota gagal dimuat. Pilih ulang provinsi.' : undefined}
      />
    </>
  );
}

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
  const formRef = useRef<HTMLFormElement>(null);
  const options = useRef<{ provinces: Province[]; regencies: Regency[] }>({ provinces: [], regencies: [] });
  const rememberOptions = useCallback((provinces: Province[], regencies: Regency[]) => {
    options.current = { provinces, regencies };
  }, []);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ShippingAddress, helpers: FormikHelpers<ShippingAddress>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const postal = values.postal_code.trim();
      if (!(await isPostalCodeKnown(postal))) {
        helpers.setFieldError('postal_code', SHIPPING_MESSAGES.postalUnknown);
        return;
      }
      const couriers = await fetchCourierRates(postal, shippingItems);
      const regency = options.current.regencies.find((r) => String(r.id) === values.kabupaten);
      const province = options.current.provinces.find((p) => String(p.id) === values.provinsi);
      const regionLabel = [regency?.kabupaten_name, province?.province_name].filter(Boolean).join(', ');
      onComplete({ ...values, postal_code: postal }, couriers, regionLabel);
    } catch (error) {
      console.error('Checkout address step failed', error);
      setFailure('Ongkos kirim tidak dapat dihitung saat ini. Periksa koneksi Anda, lalu tekan Selanjutnya lagi.');
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <StepCard
      title="Informasi Pengiriman"
      intro="Isi alamat tujuan pengiriman. Kode pos dipakai untuk menghitung ongkos kirim."
      focusOnMount={focusOnMount}
    >
      {failure ? (
        <Notice tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      <Formik initialValues={initialValues} validationSchema={shippingSchema} onSubmit={submit}>
        {({ isSubmitting, setFieldValue }) => (
          <Form ref={formRef} noValidate aria-label="Informasi Pengiriman">
            <FocusFirstInvalid formRef={formRef} />
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
              <ProvinceAndRegency onOptions={rememberOptions} />
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
            <div className={styles.actions}>
              <SubmitButton busy={isSubmitting} busyLabel="Menghitung ongkos kirim..." className={uiClasses.button}>
                Selanjutnya
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </StepCard>
  );
}
