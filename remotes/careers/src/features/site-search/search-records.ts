import { htmlToText } from '@niec/shared/html';
import { savedKey } from '@niec/shared/saved';
import { recordsOf, type SearchRecord } from '@niec/shared/search';
import { fetchVacancyRecords } from '../vacancies/api/fetch-vacancies';
import { savedVacancy } from '../vacancies/model';

/**
 * What the careers remote offers the site search (RemoteRoutesModule.search): every open vacancy, leading to its
 * page, as its 'Simpan' keeps it (savedVacancy).
 */
export async function vacancySearchRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const vacancies = await fetchVacancyRecords(signal);
  return recordsOf(vacancies, () =>
    vacancies
      .filter((vacancy) => vacancy.slug_title)
      .map((vacancy): SearchRecord => {
        const saved = savedVacancy({ slug: vacancy.slug_title, title: vacancy.title });
        return {
          kind: 'lowongan',
          title: saved.title,
          text: htmlToText(vacancy.deskripsi),
          meta: [vacancy.department, vacancy.propinsi?.nama_kabkota].filter(Boolean).join(' · '),
          href: saved.href,
          saved: savedKey(saved.kind, saved.id),
        };
      }),
  );
}
