import type { FastifyInstance } from 'fastify';
import { CSS_REST_PATH } from '../src/after-paint';
import { restPieces } from '../src/render/css-rest';
import { withPolicy } from './caches';

/** At most this many files are answered for in one request (a page has three or four). */
const MAX_FILES = 8;

/**
 * The rests of the stylesheets a document cut (host/src/render/css-rest.ts), asked for by the host's entry (host/src/after-paint.ts) after the
 * paint: `f` (a file's URL as the document names it) and `u` (the document's classes among the file's) in pairs,
 * answered as JSON pieces by file. Only files of the live generation are answered for (the server fetches nothing
 * for a request); one it does not know, or a `u` that cannot be its, is left out, and the loader links that file
 * whole. An answer depends on the request's URL alone and a file's name changes with its content: kept by any cache.
 */
export function registerCssRests(app: FastifyInstance, stylesOf: () => Readonly<Record<string, string>>): void {
  app.get<{ Querystring: { f?: string | string[]; u?: string | string[] } }>(CSS_REST_PATH, async (request, reply) => {
    const files = [request.query.f ?? []].flat();
    const bits = [request.query.u ?? []].flat();
    if (files.length === 0 || files.length !== bits.length || files.length > MAX_FILES) {
      return withPolicy(reply.code(400), 'noStore').send({ error: 'f,u' });
    }
    const styles = stylesOf();
    const rests: Record<string, string[]> = {};
    files.forEach((file, i) => {
      const text = Object.hasOwn(styles, file) ? styles[file] : undefined;
      const pieces = text === undefined ? null : restPieces(text, bits[i]!);
      if (pieces) rests[file] = pieces.length > 0 ? pieces : [''];
    });
    // Every file known and answered: the same answer for as long as the files' names stay.
    const whole = Object.keys(rests).length === files.length;
    return withPolicy(reply, whole ? 'builtFile' : 'noStore').send(rests);
  });
}
