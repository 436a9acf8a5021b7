import { useRef, useState } from 'react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useAsync } from '@niec/shared';
import { SelectField, TextField, useDependentField, useServerFieldErrors } from '@niec/shared/forms';
import { checkMember } from '../api/check-member';
import { fetchConsultants } from '../api/fetch-consultants';
import { fetchSchools } from '../api/fetch-schools';
import { useProvinces } from '../hooks/use-provinces';
import type { MemberValues, ShippingAddress } from '../model';
import { memberSchema } from '../schemas/member-schema';
import { SchoolCombobox } from './school-combobox';
import { StepForm } from './step-layout';
import styles from './step.module.css';

function ConsultantSelect() {
  const consultants = useAsync((signal) => fetchConsultants(signal), []);
  return (
    <SelectField
      name="code_konsultan"
      label="Konsultan"
      required
      placeholder={consultants.status === 'loading' ? 'Memuat konsultan...' : 'Pilih konsultan'}
      options={(consultants.data ?? []).map((c) => ({
        value: c.code,
        label: c.office?.kota ? `${c.name} - ${c.office.kota}` : c.name,
      }))}
      hint={
        consultants.status === 'error'
          ? 'Daftar konsultan gagal dimuat. Muat ulang halaman.'
          : 'Konsultan NIEC yang akan mendampingi Anda.'
      }
    />
  );
}

function SchoolFields() {
  const { values, setFieldValue } = useFormikContext<MemberValues>();
  // The address step's provinces (the page's loader): the step is reached only once they loaded.
  const provinces = useProvinces();
  // Province -> school, the same cascade as province -> regency: a new province empties the school.
  const schools = useDependentField('id_provinsi', 'kode_sekolah', fetchSchools);
  return (
    <>
      <SelectField
        name="id_provinsi"
        label="Provinsi Sekolah"
        required
        placeholder={provinces.status === 'loading' ? 'Memuat provinsi...' : 'Pilih provinsi sekolah'}
        options={provinces.list.map((p) => ({ value: String(p.id), label: p.province_name }))}
        onChange={(event) => schools.choose(event.target.value)}
      />
      <SchoolCombobox
        key={values.id_provinsi}
        schools={schools.options}
        loading={schools.status === 'loading'}
        disabled={!values.id_provinsi}
        value={values.kode_sekolah}
        onChange={(kode) => void setFieldValue('kode_sekolah', kode)}
        hint={
          !values.id_provinsi
            ? 'Pilih provinsi sekolah terlebih dahulu. Boleh dikosongkan.'
            : schools.status === 'error'
              ? 'Daftar sekolah gagal dimuat. Pilih ulang provinsi sekolah.'
              : 'Ketik untuk mencari, pilih satu sekolah. Boleh dikosongkan.'
        }
      />
    </>
  );
}

/**
 * Step 'Registrasi Member' (members only): the account, consultant and school; 'Registrasi' asks
 * the API whether the email can register. An expired member's email gets the API's message.
 */
export function MemberStep({
  address,
  initialValues,
  focusOnMount,
  onComplete,
}: {
  address: ShippingAddress;
  initialValues: MemberValues;
  focusOnMount: boolean;
  onComplete: (member: MemberValues) => void;
}) {
  const serverErrors = useServerFieldErrors<MemberValues>(memberSchema);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: MemberValues, helpers: FormikHelpers<MemberValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const result = await checkMember({
      ...values,
      email: values.email.trim(),
      nama_lengkap: address.nama_lengkap.trim(),
      no_wa: address.notelp.trim(),
      id_propinsi: address.provinsi,
      id_kabkota: address.kabupaten,
    });
    inFlight.current = false;
    if (result.status === 'failed') {
      console.error('Member check failed', result.httpStatus);
      setFailure(result.message);
    } else if (result.status === 'invalid') {
      serverErrors.show(result.errors, values, helpers);
    } else if (result.data.expired !== null) {
      serverErrors.show({ email: result.data.expired }, values, helpers);
    } else {
      onComplete({ ...values, email: values.email.trim() });
    }
  };

  return (
    <StepForm
      title="Registrasi Member"
      intro="Paket membership membutuhkan akun member NIEC. Data ini dipakai untuk membuat akun Anda."
      focusOnMount={focusOnMount}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      initialValues={initialValues}
      validate={serverErrors.validate}
      onSubmit={submit}
      onSubmitCapture={serverErrors.clear}
      submitLabel="Registrasi"
    >
      {() => (
        <>
          <h3 className={styles.sectionTitle}>Akun</h3>
          <div className={styles.grid}>
            <div className={styles.full}>
              <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
            </div>
            <TextField name="password" label="Password" type="password" required autoComplete="new-password" />
            <TextField
              name="cpassword"
              label="Konfirmasi Password"
              type="password"
              required
              autoComplete="new-password"
            />
          </div>
          <h3 className={styles.sectionTitle}>Konsultan dan Sekolah</h3>
          <div className={styles.grid}>
            <div className={styles.full}>
              <ConsultantSelect />
            </div>
            <SchoolFields />
          </div>
        </>
      )}
    </StepForm>
  );
}
