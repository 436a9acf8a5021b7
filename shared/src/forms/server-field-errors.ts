import { useCallback, useRef } from 'react';
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { FieldErrors } from '@niec/shared';

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return Object.is(a, b);
}

export interface ServerFieldErrors<Values> {
  /** Formik's `validate`: the schema's errors, then each server error whose field still has the value it was about. */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /**
   * Shows the server's errors under their fields (those in `fields`, or else the keys of the values) and keeps
   * them until that field changes. Returns the errors that belong to no field of the form.
   */
  show: (
    errors: FieldErrors,
    values: Values,
    helpers: Pick<FormikHelpers<Values>, 'setErrors'>,
    fields?: readonly string[],
  ) => [key: string, message: string][];
  /** Forgets them: sending again asks the server again (the form's onSubmitCapture). */
  clear: () => void;
}

/**
 * Server errors (422/409 field errors, or a check such as an unknown postal code) stay under their field until
 * that field changes or the form is sent again; the values typed stay. One way for every form of the site.
 */
export function useServerFieldErrors<Values extends object>(schema?: AnyObjectSchema): ServerFieldErrors<Values> {
  const server = useRef<{ errors: FieldErrors; values: Values } | null>(null);

  const validate = useCallback(
    async (values: Values): Promise<FormikErrors<Values>> => {
      let errors: Record<string, unknown> = {};
      if (schema) {
        try {
          await validateYupSchema(values, schema);
        } catch (error) {
          errors = yupToFormErrors<Values>(error);
        }
      }
      const current = server.current;
      if (current) {
        const now = values as Record<string, unknown>;
        const then = current.values as Record<string, unknown>;
        for (const [field, message] of Object.entries(current.errors)) {
          if (field in now && !errors[field] && sameValue(now[field], then[field])) errors[field] = message;
        }
      }
      return errors as FormikErrors<Values>;
    },
    [schema],
  );

  const show = useCallback<ServerFieldErrors<Values>['show']>((errors, values, helpers, fields) => {
    const known: FieldErrors = {};
    const other: [string, string][] = [];
    for (const [key, message] of Object.entries(errors)) {
      if (fields ? fields.includes(key) : key in values) known[key] = message;
      else other.push([key, message]);
    }
    server.current = { errors: { ...server.current?.errors, ...known }, values };
    helpers.setErrors(known as FormikErrors<Values>);
    return other;
  }, []);

  const clear = useCallback(() => {
    server.current = null;
  }, []);

  return { validate, show, clear };
}
