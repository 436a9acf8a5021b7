// Stands in for axios/lib/adapters/fetch.js in the browser builds (build/create-webpack-config.cjs).
// The API clients in @niec/shared pin `adapter: 'xhr'`, so axios's fetch adapter (about 6 KB gzip) is
// never used; reporting it as unsupported keeps axios's own adapter resolution intact.
export const getFetch = () => false;
export default false;
