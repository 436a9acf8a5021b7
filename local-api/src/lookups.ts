import master from './fixtures/master.json' with { type: 'json' };
import consultants from './fixtures/consultants.json' with { type: 'json' };
import schools from './fixtures/schools.json' with { type: 'json' };

/** The lists the forms choose from, by the ids they send (careers, checkout, study tour). */
const provinces = new Set(master.provinces.map((p) => String(p.id)));
const provinceOfRegency = new Map(master.kabupaten.map((k) => [String(k.id), String(k.province_id)]));
const consultantCodes = new Set(consultants.map((c) => c.code));

export const isProvince = (id: string): boolean => provinces.has(id);

export const isRegency = (id: string): boolean => provinceOfRegency.has(id);

/** The regency lies in that province. */
export const isRegencyOf = (id: string, provinceId: string): boolean => provinceOfRegency.get(id) === provinceId;

/** The regency's name, for stored records. */
export const regencyName = (id: string): string | undefined =>
  master.kabupaten.find((k) => String(k.id) === id)?.kabupaten_name;

export const isConsultant = (code: string): boolean => consultantCodes.has(code);

/** The school lies in that province. */
export const isSchoolOf = (code: string, provinceId: string): boolean =>
  schools.some((school) => school.kode_sekolah === code && String(school.province_id) === provinceId);
