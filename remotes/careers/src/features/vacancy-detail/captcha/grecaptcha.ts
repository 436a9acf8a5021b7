/** The part of Google's reCAPTCHA v2 API the application form uses (also what the local stand-in implements). */
export interface GrecaptchaRenderParameters {
  sitekey: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
}

export interface Grecaptcha {
  render: (container: HTMLElement | string, parameters: GrecaptchaRenderParameters) => number;
  reset: (widgetId?: number) => void;
  getResponse: (widgetId?: number) => string;
  ready: (callback: () => void) => void;
}

/** The global callback named in the script URL's ?onload= (render=explicit). */
export const CAPTCHA_ONLOAD_CALLBACK = '__niecCareersCaptchaOnload';

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
    [CAPTCHA_ONLOAD_CALLBACK]?: () => void;
  }
}
