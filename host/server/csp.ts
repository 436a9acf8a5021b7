// Content-Security-Policy for the site's documents (docs/deploying.md#security). A script the site did not write
// never runs, even when it reached a page's HTML: a page that caches keep allows the inline scripts the site writes
// itself (the press contract, the boot loader, React's streaming runtime: SiteInlineScripts, fixed for a worker
// generation) by their hashes, and React's per-boundary instructions by hashes of scripts that are exactly of their
// shape (React's runtime, or nothing, then `$RC("B:0","S:0")`-like calls only). A private page, which nothing keeps,
// gives its own scripts this response's nonce instead. Nothing else inline is hashed, so the browser refuses it and
// reports it to /__csp-report (registerCspReports), which logs it and counts it in /metrics.
import type { FastifyInstance } from 'fastify';
import { withPolicy } from './caches';
import { REACT_CALLS, scriptHash, type SiteInlineScripts } from '../src/render/inline-script-shape';

/** Where browsers send the policy's violation reports (report-uri, and report-to through Reporting-Endpoints). */
export const CSP_REPORT_PATH = '/__csp-report';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES =
  /^(|module|(text|application)\/(javascript|ecmascript|x-javascript|x-ecmascript|jscript|livescript)|text\/javascript1\.[0-5])$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Whether an inline script is one of React's per-boundary instructions, written by the renderer. */
export function isReactInstruction(body: string, reactRuntimes: readonly string[]): boolean {
  const calls = REACT_CALLS.exec(body);
  if (!calls) return false;
  const runtime = body.slice(0, calls.index);
  return runtime === '' || reactRuntimes.includes(runtime);
}

/**
 * The hashes a cacheable page's policy names: the site's constant scripts always (hashed before: by the build, or
 * when the worker generation started), and each inline script of `html` that is one of React's instructions. Any
 * other inline script in `html` is left out, so the browser refuses it.
 */
export function allowedScriptHashes(html: string, scripts: SiteInlineScripts): string[] {
  const hashes = new Set(scripts.hashes);
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    // Data blocks (JSON-LD, the boot data) are never run, so they need no permission.
    if (!JS_TYPES.test((attribute(attributes, 'type') ?? '').trim())) continue;
    if (isReactInstruction(body, scripts.reactRuntimes)) hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** What one violation report says, reduced to what an operator needs (no query strings, no visitor data). */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  sample: string;
}

const text = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : '');
const withoutQuery = (value: string) => value.replace(/[?#].*$/, '');

/** The violations in a report body: the legacy report-uri form ({"csp-report": …}) or the Reporting API's list. */
export function violationsOf(body: unknown): CspViolation[] {
  const items: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const entry of body as Record<string, unknown>[]) {
      if (entry?.type === 'csp-violation' && typeof entry.body === 'object' && entry.body) {
        items.push(entry.body as Record<string, unknown>);
      }
    }
  } else if (typeof body === 'object' && body && typeof (body as Record<string, unknown>)['csp-report'] === 'object') {
    const report = (body as Record<string, Record<string, unknown>>)['csp-report']!;
    items.push({
      effectiveDirective: report['effective-directive'] ?? report['violated-directive'],
      blockedURL: report['blocked-uri'],
      documentURL: report['document-uri'],
      sample: report['script-sample'],
    });
  }
  return items.slice(0, 20).map((item) => ({
    directive: text(item.effectiveDirective, 40).split(' ')[0] || 'unknown',
    blocked: withoutQuery(text(item.blockedURL)),
    page: withoutQuery(text(item.documentURL)),
    sample: text(item.sample, 80),
  }));
}

/** POST /__csp-report: each violation logged (warn) and counted by directive; 204, nothing kept. */
export function registerCspReports(app: FastifyInstance, onViolation: (violation: CspViolation) => void): void {
  void app.register((reports, _options, registered) => {
    const parse = (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        done(null, null);
      }
    };
    reports.addContentTypeParser(
      ['application/csp-report', 'application/reports+json', 'application/json'],
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      parse,
    );
    reports.post(CSP_REPORT_PATH, { logLevel: 'warn' }, async (request, reply) => {
      for (const violation of violationsOf(request.body)) {
        onViolation(violation);
        request.log.warn({ csp: violation }, 'Content-Security-Policy violation reported');
      }
      return withPolicy(reply.code(204), 'noStore').send();
    });
    registered();
  });
}

// What a response's Content-Security-Policy allows, set on the request by the render server (app.ts).
declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this response's Content-Security-Policy (React's streaming scripts carry it). */
    cspNonce: string;
    /** Hashes of the inline scripts a page caches keep may run (its policy has no nonce). */
    cspHashes: string[] | null;
  }
}
