import { useEffect, useRef, useState } from 'react';
import { getConfig, uiClasses } from '@niec/shared';
import { loadCaptcha } from './load-captcha';
import type { Grecaptcha } from './grecaptcha';
import styles from './captcha-widget.module.css';

interface CaptchaWidgetProps {
  /** A token when solved, null when not (yet) solved or expired. */
  onChange: (token: string | null) => void;
  /** Changing it resets the widget (e.g. after the server refused the token). */
  resetKey?: number;
}

/** The reCAPTCHA v2 checkbox from captchaScriptUrl with captchaSiteKey (both from the runtime config). */
export function CaptchaWidget({ onChange, resetKey = 0 }: CaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null);
  const onChangeRef = useRef(onChange);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    // A fresh element per render: the provider refuses to render twice into the same one.
    const holder = document.createElement('div');
    container.appendChild(holder);
    loadCaptcha().then(
      (grecaptcha) => {
        if (cancelled) return;
        try {
          const id = grecaptcha.render(holder, {
            sitekey: getConfig().captchaSiteKey,
            callback: (token) => onChangeRef.current(token),
            'expired-callback': () => onChangeRef.current(null),
            'error-callback': () => onChangeRef.current(null),
          });
          widgetRef.current = { grecaptcha, id };
          setStatus('ready');
        } catch (error) {
          console.error('CAPTCHA render failed', error);
          setStatus('error');
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('CAPTCHA script failed to load', error);
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      widgetRef.current = null;
      holder.remove();
      onChangeRef.current(null);
    };
  }, [attempt]);

  useEffect(() => {
    if (resetKey === 0 || !widgetRef.current) return;
    widgetRef.current.grecaptcha.reset(widgetRef.current.id);
    onChangeRef.current(null);
  }, [resetKey]);

  return (
    <div className={styles.captcha}>
      <div ref={containerRef} className={styles.slot} data-testid="captcha-slot" />
      {status === 'loading' ? (
        <p className={styles.message} role="status">
          Memuat verifikasi CAPTCHA...
        </p>
      ) : null}
      {status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>Verifikasi CAPTCHA gagal dimuat. Periksa koneksi internet Anda, lalu coba lagi.</p>
          <button
            type="button"
            className={uiClasses.buttonSecondary}
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Muat ulang CAPTCHA
          </button>
        </div>
      ) : null}
    </div>
  );
}
