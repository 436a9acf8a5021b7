// DOMPurify for the server build: the same library the browser uses, bound to a jsdom window, so API HTML
// is sanitised by the same rules on both sides and the server's markup matches what the browser hydrates.
const { JSDOM } = require('jsdom');
// 'dompurify-node' is an external of the server build: Node's own require of the dompurify package.
const createDOMPurify = require('dompurify-node');

module.exports = createDOMPurify(new JSDOM('').window);
