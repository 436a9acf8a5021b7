import { formatRupiah, type CourierOption } from '@niec/shared';

/** 'days' / 'hours' from the aggregator, in Indonesian. */
export function durationUnit(unit: string): string {
  return unit === 'hours' ? 'jam' : 'hari';
}

/** "JNE Layanan Reguler (2 - 3 hari) - Rp 23.000" */
export function courierLabel(option: CourierOption): string {
  return `${option.courier_name} ${option.description} (${option.shipment_duration_range} ${durationUnit(
    option.shipment_duration_unit,
  )}) - ${formatRupiah(option.price)}`;
}
