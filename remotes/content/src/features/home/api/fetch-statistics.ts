import { getApiClient } from '@niec/shared';

function toCount(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** POST /student/student-total with empty start_date and end_date (a form). Body: {data: n}. */
export async function fetchStudentTotal(signal?: AbortSignal): Promise<number | null> {
  const form = new URLSearchParams({ start_date: '', end_date: '' });
  const { data } = await getApiClient().post<{ data: unknown }>('/student/student-total', form, { signal });
  return toCount(data?.data);
}

/** GET /members/total-members?status_payment=Y. Body: {data: [n]}. */
export async function fetchMemberTotal(signal?: AbortSignal): Promise<number | null> {
  const { data } = await getApiClient().get<{ data: unknown[] }>('/members/total-members', {
    params: { status_payment: 'Y' },
    signal,
  });
  return toCount(Array.isArray(data?.data) ? data.data[0] : null);
}

/** GET /ambassador/countAll. Body: {data: n}. */
export async function fetchAmbassadorTotal(signal?: AbortSignal): Promise<number | null> {
  const { data } = await getApiClient().get<{ data: unknown }>('/ambassador/countAll', { signal });
  return toCount(data?.data);
}

/** GET /university/all. Body: {data: n}. */
export async function fetchUniversityTotal(signal?: AbortSignal): Promise<number | null> {
  const { data } = await getApiClient().get<{ data: unknown }>('/university/all', { signal });
  return toCount(data?.data);
}
