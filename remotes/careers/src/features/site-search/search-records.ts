import { htmlToText } from '@niec/shared/html';
import { href } from '@niec/shared/routes';
import { recordsOf, type SearchRecord } from '@niec/shared/search';
import { fetchVacancyRecords } from '../vacancies/api/fetch-vacancies';

/** What the careers remote offers the site search (RemoteRoutesModule.search): every open vacancy. */
export async function vacancySearchRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const vacancies = await fetchVacancyRecords(signal);
  return recordsOf(vacancies, () =>
    vacancies
      .filter((vacancy) => vacancy.slug_title)
      .map((vacancy) => ({
        kind: 'lowongan',
        title: vacancy.title,
        text: htmlToText(vacancy.deskripsi),
        meta: [vacancy.department, vacancy.propinsi?.nama_kabkota].filter(Boolean).join(' · '),
        href: href('vacancyDetail', { slug_title: vacancy.slug_title }),
      })),
  );
}
