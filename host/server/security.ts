import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerConfigFile } from './config';
import { CSP_REPORT_PATH } from './csp';

const originOf = (url: unknown): string | null => {
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Security headers (@fastify/helmet) with a Content-Security-Policy that allows exactly the configured
 * origins: the API (data, images, the map embeds), the shipping aggregator, the payment popup and the
 * CAPTCHA scripts, and the remotes' origins (their manifests, scripts, styles and images).
 */
export function contentSecurityPolicy(config: ServerConfigFile): Record<string, string[]> {
  const list = (...urls: unknown[]) => [...new Set(urls.map(originOf).filter((o): o is string => !!o))];
  const remotes = list(...Object.values(config.remotes));
  const api = list(config.apiBaseUrl, config.contactFormAction);
  const shipping = list(config.shippingBaseUrl);
  const payment = list(config.paymentScriptUrl);
  const captcha = list(config.captchaScriptUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...payment, ...captcha],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', ...remotes, ...api],
    // No font-src: the site draws with the platform's fonts (--font-sans) and loads none, so default-src 'self'
    // refuses every font (and the header is 120 bytes shorter; docs/decisions/012-critical-path.md).
    connectSrc: ["'self'", ...remotes, ...api, ...shipping, ...payment, ...captcha],
    frameSrc: ["'self'", ...api, ...payment, ...captcha],
    formAction: ["'self'", ...api],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    // Every refused script (or frame, or connection) is reported to the render server (csp.ts), which logs it. By
    // report-uri, which browsers send at once: with report-to beside it Chromium sends only to that, in batches
    // that come up to a minute later.
    reportUri: [CSP_REPORT_PATH],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, getConfig: () => ServerConfigFile): Promise<void> {
  await app.register(helmet, {
    // The policy follows the config file, which can change while the server runs (a redeploy).
    contentSecurityPolicy: false,
    // Remote scripts and styles come from other origins (CORS), so cross-origin isolation stays off.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Headers of browsers long gone (IE 8's download prompt, Flash's and Acrobat's cross-domain policies, the XSS
    // auditor no browser has, DNS prefetching of links): every byte of a page's headers is a byte of its first
    // round trip (docs/decisions/012-critical-path.md), and these protect nobody today.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  });
  app.addHook('onSend', async (request, reply) => {
    const directives = contentSecurityPolicy(getConfig());
    // A private page streams with its own nonce; a page caches keep names its inline scripts' hashes (csp.ts).
    if (request.cspNonce) directives.scriptSrc = [...(directives.scriptSrc ?? []), `'nonce-${request.cspNonce}'`];
    else if (request.cspHashes?.length) directives.scriptSrc = [...(directives.scriptSrc ?? []), ...request.cspHashes];
    const policy = Object.entries(directives)
      // Each source once: the same origin can serve the API, the payment popup and the CAPTCHA (and every byte of the
      // headers is a byte of the first round trip; docs/decisions/012-critical-path.md).
      .map(
        ([directive, values]) =>
          `${directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${[...new Set(values)].join(' ')}`,
      )
      .join('; ');
    reply.header('Content-Security-Policy', policy);
  });
}
