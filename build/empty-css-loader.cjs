// Global stylesheets (tokens, react-slick's CSS) mean nothing to the server build: the browser build
// extracts them into the CSS files the page links.
module.exports = function emptyCssLoader() {
  return 'export {};';
};
