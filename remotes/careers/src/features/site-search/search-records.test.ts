/**
 * @jest-environment node
 */
// The render server reads the search records (the site search, and /tersimpan by their saved keys).
import { getCachedApiClient } from '@niec/shared';
import { applyTestConfig } from '@niec/shared/testing';
import { vacancySearchRecords } from './search-records';

beforeEach(() => applyTestConfig());
afterEach(() => jest.restoreAllMocks());

test("a vacancy's record leads to its page and has its saved key: its slug, as its 'Simpan' keeps it", async () => {
  jest.spyOn(getCachedApiClient(), 'get').mockResolvedValue({
    data: [
      {
        id_job_vacancy: 1,
        title: 'Education Consultant',
        slug_title: 'education-consultant-denpasar',
        department: 'Education Consultant',
        deskripsi: '<p>Minimal S1</p>',
        propinsi: { nama_kabkota: 'Denpasar' },
      },
    ],
  });
  expect(await vacancySearchRecords(new AbortController().signal)).toEqual([
    {
      kind: 'lowongan',
      title: 'Education Consultant',
      text: 'Minimal S1',
      meta: 'Education Consultant · Denpasar',
      href: '/career/education-consultant-denpasar',
      saved: 'lowongan:education-consultant-denpasar',
    },
  ]);
});
