// Content-Security-Policy for documents that caches keep (docs/decisions/005-server-rendering.md): a cached
// page is served to many visitors, so a per-response nonce in it would be public and protect nothing. Such a
// page allows its inline scripts by their hashes instead, computed from the document as it is sent: any
// inline script the document carries (today's or one added later) is covered, and nothing else is.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES =
  /^(|module|(text|application)\/(javascript|ecmascript|x-javascript|x-ecmascript|jscript|livescript)|text\/javascript1\.[0-5])$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The CSP source expressions ('sha256-…') of every inline script the browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim();
    // Data blocks (JSON-LD, the boot data) are not run, so they need no permission.
    if (!JS_TYPES.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

// What a response's Content-Security-Policy allows, set on the request by the render server (app.ts).
declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this response's Content-Security-Policy (React's streaming scripts carry it). */
    cspNonce: string;
    /** Hashes of the inline scripts of a page caches keep (its policy has no nonce). */
    cspHashes: string[] | null;
  }
}
