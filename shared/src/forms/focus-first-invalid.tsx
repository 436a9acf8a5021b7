import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/**
 * When a submit ends without success, focus moves to the first field in error, or else to the message above the
 * form (`fallbackRef`, when it shows something), so keyboard and screen-reader users land on what to fix.
 */
export function FocusFirstInvalid({
  formRef,
  fallbackRef,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  fallbackRef?: RefObject<HTMLElement | null>;
}) {
  const { isSubmitting, submitCount } = useFormikContext();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && submitCount > 0) {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else if (fallbackRef?.current?.childElementCount) fallbackRef.current.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting, submitCount, formRef, fallbackRef]);
  return null;
}
