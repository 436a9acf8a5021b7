// '@niec/shared/master': master data (provinces, regencies, and the remotes' own lists through loadMasterData),
// asked once per visit and shared by every caller. A singleton of its own (build/create-webpack-config.cjs), so
// the host and every remote share one memo per document; apart from the main entry, so '/' does not load it.
export { loadMasterData } from './memo';
export { fetchProvinces, fetchRegencies } from './lists';
