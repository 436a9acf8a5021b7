/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script the browser runs, and only those', () => {
    const loader = "(function(){document.body.dataset.go='1'})()";
    const contract = 'window.__events=[];';
    const html =
      '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>' +
      `<script>${contract}</script><script defer src="/main.js"></script></head><body>` +
      '<script id="niec-boot" type="application/json">{"config":{}}</script>' +
      `<script type="module">import('/x.js')</script><SCRIPT nonce="abc">${loader}</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(contract), sha("import('/x.js')"), sha(loader)]);
  });

  it('gives a document without inline scripts no hash, and one hash for a script that repeats', () => {
    expect(inlineScriptHashes('<p>Halo</p><script src="/a.js"></script>')).toEqual([]);
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')]);
  });
});
