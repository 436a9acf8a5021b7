import { object, string } from 'yup';

/** docs/product-rules.md#checkout (the courier step): kurir is required. */
export const COURIER_MESSAGE = 'Pilih Kurir';

export interface CourierValues {
  /** Index of the chosen option in the rates list, as a string ('' when none). */
  kurir: string;
}

export const courierSchema = object({
  kurir: string().required(COURIER_MESSAGE),
});
