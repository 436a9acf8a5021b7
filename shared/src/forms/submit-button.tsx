import type { ReactNode } from 'react';
import { uiClasses, PressButton } from '@niec/shared';
import styles from './forms.module.css';

/**
 * The submit button of a form: while the form is sent it shows its busy text with a spinner and cannot be
 * pressed again. `disabled` adds a reason of the form's own (e.g. the CAPTCHA not solved yet).
 *
 * Pressing it does not take the focus from the field being edited. Otherwise that field would blur between press
 * and release, its message would appear above the button and push it down, and the release would land beside the
 * button: the click lost, the form not sent. The submit then checks every field and shows all their messages at once.
 */
export function SubmitButton({
  busy,
  busyLabel = 'Memproses...',
  disabled = false,
  className,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  /** Classes added to the shared button look. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <PressButton
      type="submit"
      className={className ? `${uiClasses.button} ${className}` : uiClasses.button}
      disabled={busy || disabled}
      aria-disabled={busy}
      onMouseDown={(event) => event.preventDefault()}
    >
      {busy ? (
        <>
          <span className={`${uiClasses.spinner} ${styles.spinner}`} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </PressButton>
  );
}
