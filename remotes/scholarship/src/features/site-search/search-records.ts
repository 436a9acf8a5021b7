import { formatRupiah, type StudyTour } from '@niec/shared';
import { deadlineOf, todayInJakarta } from '@niec/shared/dates';
import { htmlToText } from '@niec/shared/html';
import { savedKey } from '@niec/shared/saved';
import { recordsOf, type SearchRecord } from '@niec/shared/search';
import { fetchScholarshipAnswer } from '../scholarships/api/fetch-scholarships';
import { fundingLabel, savedScholarship, toScholarshipItems } from '../scholarships/model';
import { fetchTourAnswer } from '../study-tour/api/fetch-tours';
import { savedTour, toTourItem } from '../study-tour/model';
import { TOURS_PER_PAGE } from '../study-tour/study-tour.loader';

/**
 * Every scholarship (GET /website/scholarship): its result leads to the list searched for its name, as its card's
 * 'Simpan' keeps it (savedScholarship). Built once per answer of the API and day (a scholarship closes at midnight,
 * Jakarta time).
 */
async function scholarshipRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const today = todayInJakarta();
  const answer = await fetchScholarshipAnswer(signal);
  return recordsOf(answer, () => buildScholarships(answer.data, today), today);
}

function buildScholarships(list: unknown, today: string): SearchRecord[] {
  return toScholarshipItems(list).map((scholarship) => {
    const closed = deadlineOf(scholarship.closeReg, today).state === 'closed';
    const saved = savedScholarship(scholarship);
    return {
      kind: 'beasiswa',
      title: saved.title,
      text: [
        scholarship.universityName,
        scholarship.countryName,
        scholarship.programs.join(', '),
        htmlToText(scholarship.description),
      ]
        .filter(Boolean)
        .join(' · '),
      meta: [fundingLabel(scholarship.fullyFunded), closed ? 'Ditutup' : null].filter(Boolean).join(' · '),
      href: saved.href,
      saved: savedKey(saved.kind, saved.id),
      ...(closed ? { closed: true } : {}),
    };
  });
}

/**
 * Every study tour (GET /website/study-tour): its result leads to its card, on its page of the list, as its card's
 * 'Simpan' keeps it (savedTour).
 */
async function tourRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const answer = await fetchTourAnswer(signal);
  return recordsOf(answer, () => buildTours(answer.data));
}

function buildTours(list: unknown): SearchRecord[] {
  const tours = Array.isArray(list) ? (list as StudyTour[]).map(toTourItem) : [];
  return tours.map((tour, index) => {
    const saved = savedTour(tour, Math.floor(index / TOURS_PER_PAGE) + 1);
    return {
      kind: 'study-tour',
      title: saved.title,
      text: htmlToText(tour.itinerary),
      meta: [tour.duration, tour.price > 0 ? formatRupiah(tour.price) : null].filter(Boolean).join(' · '),
      href: saved.href,
      saved: savedKey(saved.kind, saved.id),
    };
  });
}

/** What the scholarship remote offers the site search (RemoteRoutesModule.search): scholarships and study tours. */
export async function scholarshipSearchRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const [scholarships, tours] = await Promise.all([scholarshipRecords(signal), tourRecords(signal)]);
  return [...scholarships, ...tours];
}
