import { getApiClient } from '@niec/shared';
import { applyTestConfig } from '@niec/shared/testing';
import { EMPTY_SELECTION } from '../lib/filter-state';
import { toUniversityOptions } from '../model';
import { buildFilterForm, filterScholarships } from './filter-scholarships';

beforeEach(() => applyTestConfig());

test('the filter is sent as multipart with JSON arrays and the joined program string', async () => {
  const post = jest.spyOn(getApiClient(), 'post').mockResolvedValue({
    data: {
      data: [
        {
          id: 7,
          scholarship_name: 'Chevening Scholarship',
          scholarship_type: '1',
          open_reg: '2026-08-05',
          close_reg: '2026-12-03',
          country: { countrycode: 'GB', countryname: 'United Kingdom' },
          universities: null,
          program: null,
          code_school_rep: 'SR900',
        },
      ],
    },
  });
  const selection = { ...EMPTY_SELECTION, university: ['SR900'], country: ['GB'], program: ['Master', 'Ph.D'] };
  const items = await filterScholarships(selection);
  expect(post).toHaveBeenCalledWith('/filter/scholarship', expect.any(FormData), expect.anything());
  const form = post.mock.calls[0]![1] as FormData;
  expect(Object.fromEntries(form.entries())).toEqual({
    university: '["SR900"]',
    country: '["GB"]',
    tipe: '[]',
    program: 'Master,Ph.D',
  });
  expect(items[0]).toMatchObject({ name: 'Chevening Scholarship', fullyFunded: true, universityName: null });
});

test('an empty selection still sends every field', () => {
  expect(Object.fromEntries(buildFilterForm(EMPTY_SELECTION).entries())).toEqual({
    university: '[]',
    country: '[]',
    tipe: '[]',
    program: '',
  });
});

test('a university without a name is offered as "Others"', () => {
  expect(
    toUniversityOptions([
      { code_school_rep: 'SR101', nama_sekolah: 'Melbourne Polytechnic' },
      { code_school_rep: 'SR900', nama_sekolah: null },
    ]),
  ).toEqual([
    { value: 'SR101', label: 'Melbourne Polytechnic' },
    { value: 'SR900', label: 'Others' },
  ]);
});
