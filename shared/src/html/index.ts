// '@niec/shared/html': HTML from the API (sanitised before it is rendered) and third-party scripts.
// A singleton of its own (build/create-webpack-config.cjs), apart from the main entry, so only the
// pages that render API HTML or load a script fetch it.
export { SafeHtml, sanitizeHtml, htmlToText, loadSanitizer } from './sanitize';
export { loadScript } from './load-script';
