import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

/**
 * GET /captcha/api.js: a local stand-in for Google's reCAPTCHA v2 script with the same public API
 * (grecaptcha.render(el, {sitekey, callback, 'expired-callback', 'error-callback'}), ready, reset,
 * getResponse, and the ?onload=fn&render=explicit conventions), so the production script is only a
 * config change. It renders an accessible checkbox 'Saya bukan robot'; ticking it calls the callback
 * with a token. Like the real token, it expires after two minutes; `grecaptcha.__expire()` and the small
 * 'Simulasikan kedaluwarsa' button expire it at once, for tests and manual checks.
 */
/** The widget script itself, a plain browser script (ESLint checks it as one). */
const SCRIPT = readFileSync(new URL('../browser/captcha-api.js', import.meta.url), 'utf8');

export async function registerCaptchaScript(app: FastifyInstance, _ctx: ApiContext): Promise<void> {
  app.get('/captcha/api.js', async (_request, reply) =>
    reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SCRIPT),
  );
}
