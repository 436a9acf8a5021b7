import { getApiClient, isAxiosError, readFieldErrors, type FieldErrors } from '@niec/shared';

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

export type MemberCheckResult =
  { status: 'ok' } | { status: 'expired'; message: string } | { status: 'invalid'; errors: FieldErrors };

/**
 * POST /niec-merchandise/check-member. `data === 'expired'` means the email belongs to a member
 * whose membership ran out: the message is shown as the email field's error (docs/product-rules.md#checkout).
 */
export async function checkMember(registration: MemberRegistration): Promise<MemberCheckResult> {
  const form = new FormData();
  for (const key of Object.keys(registration) as (keyof MemberRegistration)[]) form.append(key, registration[key]);
  try {
    const { data } = await getApiClient().post<{ data?: unknown; message?: unknown }>(
      '/niec-merchandise/check-member',
      form,
    );
    if (data.data === 'expired') {
      return { status: 'expired', message: typeof data.message === 'string' ? data.message : '' };
    }
    return { status: 'ok' };
  } catch (error) {
    const errors = isAxiosError(error) ? readFieldErrors(error.response?.data) : null;
    if (errors) return { status: 'invalid', errors };
    throw error;
  }
}
