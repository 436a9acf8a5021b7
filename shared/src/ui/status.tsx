import type { ReactNode } from 'react';
import styles from './ui.module.css';
import { PressButton } from './press-button';

/** 'Loading...' with a live region, so screen readers hear it too. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A clear, in-page message for an empty or failed state. */
export function StatusMessage({
  title,
  children,
  tone = 'info',
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  tone?: 'info' | 'error';
  action?: ReactNode;
}) {
  return (
    <div
      className={`${styles.status} ${tone === 'error' ? styles.statusError : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.statusTitle}>{title}</p>
      {children ? <div className={styles.statusBody}>{children}</div> : null}
      {action ? <div className={styles.statusAction}>{action}</div> : null}
    </div>
  );
}

/**
 * The one failed-load block: what did not load, what to do, and 'Coba lagi' (omitted without `onRetry`).
 * `actions` are further ways out, after the retry.
 */
export function LoadError({
  title,
  message,
  onRetry,
  actions,
}: {
  title: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  actions?: ReactNode;
}) {
  return (
    <StatusMessage
      tone="error"
      title={title}
      action={
        onRetry || actions ? (
          <div className={styles.statusActions}>
            {onRetry ? (
              <PressButton type="button" className={styles.buttonSecondary} onClick={onRetry}>
                Coba lagi
              </PressButton>
            ) : null}
            {actions}
          </div>
        ) : null
      }
    >
      <p>{message}</p>
    </StatusMessage>
  );
}

/** An accessible in-page notice (never window.alert). */
export function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: 'success' | 'info' | 'error';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`${styles.notice} ${styles[`notice_${tone}`] ?? ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.iconButton} onClick={onDismiss} aria-label="Tutup pemberitahuan">
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
