import type { ApplicationValues } from '../schemas/application-schema';

/**
 * The message 'Lanjutkan via WhatsApp' types after an application: who applied, for which vacancy and branch,
 * and the email the application was sent with, so HR can find it at once.
 */
export function applicationWhatsappMessage(
  values: Pick<ApplicationValues, 'first_name' | 'last_name' | 'email'>,
  vacancy: { title: string; branch?: string },
): string {
  const name = `${values.first_name.trim()} ${values.last_name.trim()}`.trim();
  const where = vacancy.branch ? ` di ${vacancy.branch}` : '';
  return (
    `Halo NIEC, saya ${name} baru saja mengirim lamaran untuk posisi ${vacancy.title}${where} ` +
    `dengan email ${values.email.trim()}. Mohon info tahap seleksi berikutnya.`
  );
}
