import { StatusMessage, uiClasses, type CourierOption, PressButton } from '@niec/shared';
import { SelectField } from '@niec/shared/forms';
import { courierLabel } from '../lib/courier-label';
import { courierSchema, type CourierValues } from '../schemas/courier-schema';
import { StepCard, StepForm } from './step-layout';

/** Step 'Pengiriman': one courier option from the rates; 'Pilih Pengiriman' fixes it. */
export function CourierStep({
  couriers,
  chosen,
  focusOnMount,
  onChoose,
  onBackToAddress,
}: {
  couriers: CourierOption[];
  /** The option chosen before, when the buyer comes back to this step. */
  chosen: CourierOption | null;
  focusOnMount: boolean;
  onChoose: (option: CourierOption) => void;
  onBackToAddress: () => void;
}) {
  if (couriers.length === 0) {
    return (
      <StepCard title="Pengiriman" focusOnMount={focusOnMount}>
        <StatusMessage
          title="Belum ada kurir yang melayani alamat ini"
          action={
            <PressButton type="button" className={uiClasses.buttonSecondary} onClick={onBackToAddress}>
              Ubah alamat pengiriman
            </PressButton>
          }
        >
          <p>
            Tidak ada layanan JNE, J&amp;T, GrabExpress, atau GoSend ke kode pos tujuan. Gunakan alamat lain, misalnya
            alamat kantor atau kerabat.
          </p>
        </StatusMessage>
      </StepCard>
    );
  }
  const initialIndex = chosen ? couriers.indexOf(chosen) : -1;
  return (
    <StepForm<CourierValues>
      title="Pengiriman"
      intro="Pilih kurir. Estimasi waktu dihitung sejak paket diserahkan ke kurir."
      focusOnMount={focusOnMount}
      initialValues={{ kurir: initialIndex >= 0 ? String(initialIndex) : '' }}
      validationSchema={courierSchema}
      onSubmit={(values) => {
        const option = couriers[Number(values.kurir)];
        if (option) onChoose(option);
      }}
      submitLabel="Pilih Pengiriman"
    >
      {() => (
        <SelectField
          name="kurir"
          label="Kurir"
          required
          placeholder="Pilih kurir pengiriman"
          options={couriers.map((option, index) => ({ value: String(index), label: courierLabel(option) }))}
        />
      )}
    </StepForm>
  );
}
