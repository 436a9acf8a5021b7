import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { uiClasses } from '@niec/shared';
import styles from './step.module.css';

/**
 * A step's card with its h2. After the buyer moves on, focus goes to the new step's heading so
 * keyboard and screen-reader users land on what changed.
 */
export function StepCard({
  title,
  intro,
  focusOnMount,
  children,
}: {
  title: string;
  intro?: ReactNode;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={styles.card} aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** After a submit that left errors, focus the first invalid field of the form. */
export function FocusFirstInvalid({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
  return null;
}

/** The primary button of a step: shows progress and cannot be pressed twice. */
export function SubmitButton({
  busy,
  busyLabel = 'Memproses...',
  className,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-disabled={busy}>
      {busy ? (
        <>
          <span className={`${uiClasses.spinner} ${styles.spinner}`} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
