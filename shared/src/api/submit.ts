// '@niec/shared/submit': the one way a form's POST becomes a result. Its own entry, loaded by the
// remotes with forms only (the home page sends no form).
import { isAxiosError, type FieldErrors } from '@niec/shared';

export type { FieldErrors };

/**
 * What a form's POST came to: the API took it, the API named fields it refused ({data: {field: [message]}},
 * keyed by the form's field names), or it failed as a whole with a message for the visitor. `httpStatus` is
 * null when no answer came at all (offline, DNS, CORS, timeout) or the request could not be made; `network` tells
 * the first apart (a form then keeps its draft and says so, docs/decisions/010-form-drafts.md).
 */
export type SubmitResult<T = undefined> =
  | { status: 'accepted'; httpStatus: number; data: T }
  | { status: 'invalid'; httpStatus: number; errors: FieldErrors }
  | { status: 'failed'; httpStatus: number | null; message: string; network?: boolean };

type StatusMessage = string | ((httpStatus: number) => string);

/** What the visitor reads when a POST fails as a whole. A form overrides the ones its copy words its own way. */
export interface FailureMessages {
  /** No answer at all. */
  network: string;
  /** 5xx. */
  server: StatusMessage;
  /** Any other error status without a message of its own in byStatus. */
  other: StatusMessage;
  /** Messages for single statuses (e.g. 429, or 422 answered without field errors). */
  byStatus: Readonly<Record<number, string>>;
  /** The request could not be made, or its answer not read. */
  unexpected: string;
}

export const SUBMIT_MESSAGES: FailureMessages = {
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  server: 'Terjadi gangguan pada server kami. Data Anda belum terkirim, silakan coba beberapa saat lagi.',
  other: (httpStatus) => `Data gagal dikirim (kode ${httpStatus}). Silakan coba lagi.`,
  byStatus: { 429: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.' },
  unexpected: 'Terjadi kesalahan yang tidak terduga. Data Anda belum terkirim, silakan coba lagi.',
};

/** One message for every way a POST can fail (a form whose copy does not tell the causes apart). */
export const everyFailure = (message: string): FailureMessages => ({
  network: message,
  server: message,
  other: message,
  byStatus: { 429: message },
  unexpected: message,
});

export interface SubmitOptions<T> {
  /** Reads the accepted answer's body; throwing makes the submit a failure (e.g. an answer without its token). */
  read?: (body: unknown) => T;
  /** The statuses whose body is read for field errors; every error status when not given. */
  fieldErrorStatuses?: readonly number[];
  /** API error keys that belong to a field of another name (file_english_test → file_english). */
  errorKeys?: Readonly<Record<string, string>>;
  messages?: Partial<Omit<FailureMessages, 'byStatus'>> & { byStatus?: Readonly<Record<number, string>> };
}

/** Field errors the API answers as {data: {field: [message]}} (or {data: {field: message}}). */
export function readFieldErrors(body: unknown): FieldErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(data as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
    else if (typeof messages === 'string') errors[field] = messages;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const say = (message: StatusMessage, httpStatus: number) =>
  typeof message === 'function' ? message(httpStatus) : message;

/** The visitor's message for a failed POST (httpStatus null: no answer). */
export function failureMessage(httpStatus: number | null, overrides: SubmitOptions<unknown>['messages'] = {}): string {
  const messages = {
    ...SUBMIT_MESSAGES,
    ...overrides,
    byStatus: { ...SUBMIT_MESSAGES.byStatus, ...overrides.byStatus },
  };
  if (httpStatus === null) return messages.network;
  return messages.byStatus[httpStatus] ?? say(httpStatus >= 500 ? messages.server : messages.other, httpStatus);
}

/**
 * Sends a form (`send` makes the request with one of the API clients and resolves with its response) and
 * turns every outcome into a SubmitResult: it never throws.
 */
export async function submitForm<T = undefined>(
  send: () => Promise<{ status?: number; data?: unknown } | void>,
  options: SubmitOptions<T> = {},
): Promise<SubmitResult<T>> {
  const { read, fieldErrorStatuses, errorKeys = {}, messages } = options;
  const unexpected = messages?.unexpected ?? SUBMIT_MESSAGES.unexpected;
  let response: { status?: number; data?: unknown } | void;
  try {
    response = await send();
  } catch (error) {
    if (!isAxiosError(error)) return { status: 'failed', httpStatus: null, message: unexpected };
    if (!error.response)
      return { status: 'failed', httpStatus: null, message: failureMessage(null, messages), network: true };
    const httpStatus = error.response.status;
    const fieldErrors =
      !fieldErrorStatuses || fieldErrorStatuses.includes(httpStatus) ? readFieldErrors(error.response.data) : null;
    if (fieldErrors) {
      const errors: FieldErrors = {};
      for (const [key, message] of Object.entries(fieldErrors)) errors[errorKeys[key] ?? key] = message;
      return { status: 'invalid', httpStatus, errors };
    }
    return { status: 'failed', httpStatus, message: failureMessage(httpStatus, messages) };
  }
  const httpStatus = response?.status ?? 200;
  try {
    const data = read ? read(response?.data) : (undefined as T);
    return { status: 'accepted', httpStatus, data };
  } catch {
    return { status: 'failed', httpStatus, message: unexpected };
  }
}
