import { getConfig } from '@niec/shared';
import { loadScript } from '@niec/shared/html';
import { CAPTCHA_ONLOAD_CALLBACK, type Grecaptcha } from './grecaptcha';

/** How long to wait for the provider's onload callback before showing the retry message. */
const READY_TIMEOUT_MS = 20_000;

let ready: Promise<Grecaptcha> | null = null;

function usable(value: Window['grecaptcha']): Grecaptcha | null {
  return value && typeof value.render === 'function' && typeof value.reset === 'function'
    ? (value as Grecaptcha)
    : null;
}

/** The configured script URL with the reCAPTCHA v2 explicit-render conventions. */
export function captchaScriptSrc(scriptUrl: string): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('hl', 'id');
  return url.toString();
}

/**
 * Loads captchaScriptUrl once per page and resolves with window.grecaptcha when it can render
 * (Google's api.js only announces that through the onload callback). A failure can be retried.
 */
export function loadCaptcha(): Promise<Grecaptcha> {
  if (ready) return ready;
  const attempt = new Promise<Grecaptcha>((resolve, reject) => {
    const settle = () => {
      const grecaptcha = usable(window.grecaptcha);
      if (grecaptcha) {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      }
    };
    const timer = window.setTimeout(
      () => reject(new Error('The CAPTCHA script did not become ready')),
      READY_TIMEOUT_MS,
    );
    window[CAPTCHA_ONLOAD_CALLBACK] = settle;
    loadScript(captchaScriptSrc(getConfig().captchaScriptUrl)).then(settle, (error: unknown) => {
      window.clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  ready = attempt;
  attempt.catch(() => {
    if (ready === attempt) ready = null;
  });
  return attempt;
}
