import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ObjectSchema } from 'yup';
import { Notice } from '@niec/shared';
import type { DraftControl } from '@niec/shared/drafts';
import { FocusFirstInvalid, FormikDraft, KeepEarlyInput, SubmitButton } from '@niec/shared/forms';
import styles from './step.module.css';

interface StepCardProps {
  title: string;
  intro?: ReactNode;
  focusOnMount: boolean;
}

/**
 * A step's card with its h2. After the buyer moves on, focus goes to the new step's heading so
 * keyboard and screen-reader users land on what changed.
 */
export function StepCard({ title, intro, focusOnMount, children }: StepCardProps & { children: ReactNode }) {
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

/**
 * The shell every form step shares: its card, the failure notice, one Formik form named after the
 * step that focuses the first invalid field and keeps what was typed before hydration
 * (docs/decisions/009-presses-before-hydration.md), the step's draft where it keeps one
 * (docs/decisions/010-form-drafts.md), and the submit button at the foot.
 */
export function StepForm<Values extends FormikValues>({
  title,
  intro,
  focusOnMount,
  failure,
  onDismissFailure,
  initialValues,
  validate,
  validationSchema,
  onSubmit,
  onSubmitCapture,
  submitLabel,
  busyLabel,
  draft,
  children,
}: StepCardProps &
  Pick<FormikConfig<Values>, 'initialValues' | 'validate' | 'onSubmit'> & {
    /** Formik types it as `any`; every step's schema is a yup object schema of its values. */
    validationSchema?: ObjectSchema<Values>;
    /** A failure the buyer can dismiss, shown above the form (the network, the API). */
    failure?: string | null;
    onDismissFailure?: () => void;
    onSubmitCapture?: () => void;
    submitLabel: string;
    busyLabel?: string;
    /** The step's draft on the device, and its values with nothing entered (FormikDraft's emptyValues). */
    draft?: { control: DraftControl; emptyValues: Values };
    children: (form: FormikProps<Values>) => ReactNode;
  }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <StepCard title={title} intro={intro} focusOnMount={focusOnMount}>
      {failure ? (
        <Notice tone="error" onDismiss={onDismissFailure}>
          {failure}
        </Notice>
      ) : null}
      <Formik<Values>
        initialValues={initialValues}
        validate={validate}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
      >
        {(form) => (
          <Form ref={formRef} noValidate aria-label={title} onSubmitCapture={onSubmitCapture}>
            <FocusFirstInvalid formRef={formRef} />
            <KeepEarlyInput formRef={formRef} />
            {draft ? <FormikDraft draft={draft.control} formRef={formRef} emptyValues={draft.emptyValues} /> : null}
            {children(form)}
            <div className={styles.actions}>
              <SubmitButton busy={form.isSubmitting} busyLabel={busyLabel}>
                {submitLabel}
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </StepCard>
  );
}
