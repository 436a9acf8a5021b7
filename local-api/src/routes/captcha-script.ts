import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerCaptchaScript(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // GET /captcha/api.js: the reCAPTCHA v2 stand-in (window.grecaptcha.render), added by the careers issue.
}
