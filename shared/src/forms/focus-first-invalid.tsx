import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/**
 * When a submit ends without success, focus moves to the first field in error, or else to the message above the
 * form (`fallbackRef`, when it shows something), so keyboard and screen-reader users land on what to fix.
 *
 * A submit is known by Formik's `submitCount`, handled once it has ended (`isSubmitting` false). Not by watching
 * `isSubmitting` go from true to false: Formik keeps its state in a ref and React renders it when it gets to it,
 * so a submit whose validation fails at once may be rendered only as its end (count one higher, not submitting),
 * and the true was never seen.
 */
export function FocusFirstInvalid({
  formRef,
  fallbackRef,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  fallbackRef?: RefObject<HTMLElement | null>;
}) {
  const { isSubmitting, submitCount } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting) return;
    // A reset form counts from 0 again: nothing ended then.
    const ended = submitCount > handled.current;
    handled.current = submitCount;
    if (!ended) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (fallbackRef?.current?.childElementCount) fallbackRef.current.focus();
  }, [isSubmitting, submitCount, formRef, fallbackRef]);
  return null;
}
