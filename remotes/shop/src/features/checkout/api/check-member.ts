import { getApiClient } from '@niec/shared';
import { everyFailure, submitForm, type SubmitResult } from '@niec/shared/submit';

/** Member registration payload (docs/product-rules.md#entities), sent as multipart. */
export interface MemberRegistration {
  email: string;
  password: string;
  cpassword: string;
  code_konsultan: string;
  id_provinsi: string;
  kode_sekolah: string;
  nama_lengkap: string;
  no_wa: string;
  id_propinsi: string;
  id_kabkota: string;
}

/** An accepted check: `expired` is the API's message when the email belongs to a member whose membership ran out. */
export interface MemberCheck {
  expired: string | null;
}

const MEMBER_CHECK_FAILED =
  'Registrasi member tidak dapat diproses saat ini. Periksa koneksi Anda, lalu tekan Registrasi lagi.';

function readMemberCheck(body: unknown): MemberCheck {
  const { data, message } = (body ?? {}) as { data?: unknown; message?: unknown };
  return { expired: data === 'expired' ? (typeof message === 'string' ? message : '') : null };
}

/**
 * POST /niec-merchandise/check-member. `data === 'expired'` means the email belongs to a member whose
 * membership ran out: the message is shown as the email field's error (docs/product-rules.md#checkout).
 */
export function checkMember(registration: MemberRegistration): Promise<SubmitResult<MemberCheck>> {
  const form = new FormData();
  for (const key of Object.keys(registration) as (keyof MemberRegistration)[]) form.append(key, registration[key]);
  return submitForm(() => getApiClient().post('/niec-merchandise/check-member', form), {
    read: readMemberCheck,
    messages: everyFailure(MEMBER_CHECK_FAILED),
  });
}
