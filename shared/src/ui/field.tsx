import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * Label, control and error wired once: the error sits under the field, the control gets
 * aria-invalid and aria-describedby. Form libraries plug in by passing `error`.
 */
export function FieldShell({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Shared class names so every remote's forms and buttons look the same. */
export const uiClasses = {
  input: styles.input,
  button: styles.button,
  buttonSecondary: styles.buttonSecondary,
  buttonGhost: styles.buttonGhost,
  iconButton: styles.iconButton,
  card: styles.card,
  spinner: styles.spinner,
} as const;
