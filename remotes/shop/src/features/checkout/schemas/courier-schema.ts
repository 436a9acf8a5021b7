import { object, string, type InferType } from 'yup';

/** docs/product-rules.md#checkout (the courier step): kurir is required. */
export const COURIER_MESSAGE = 'Pilih Kurir';

export const courierSchema = object({
  kurir: string().required(COURIER_MESSAGE),
});

/** `kurir` is the index of the chosen option in the rates list, as a string ('' when none). */
export type CourierValues = InferType<typeof courierSchema>;
