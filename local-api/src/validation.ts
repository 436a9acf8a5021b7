/**
 * The one way local-api validates a form. A route lists its checks, `[field, ...rules]` in the order
 * the consultancy API reports them; `validate` runs them against the text fields readBody accepted
 * and answers the first problem of every field, after the refusals readBody already made (those win).
 * `assertValid` hands the result to the error handler (errors.ts), which answers
 * 422 {message, data: {field: [message]}} in Indonesian.
 */

/** Field errors as the consultancy API answers them: {data: {field: [message]}}. */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** `first`'s errors, then those of `more` for fields `first` has none for (the first problem of a field wins). */
export function mergeErrors(first: FieldErrors, more: FieldErrors): FieldErrors {
  const merged: FieldErrors = { ...first };
  for (const [field, messages] of Object.entries(more)) merged[field] ??= messages;
  return merged;
}

/**
 * A refusal of the request, per field. Thrown by a route or a body parser; the error handler
 * (errors.ts) answers it with this status as {message, data: errors}.
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: FieldErrors,
  ) {
    super(Object.values(errors).flat().join(' '));
    this.name = 'RequestError';
  }
}

/** A refusal with one message under one field (malformed or oversized bodies). */
export const refusal = (statusCode: number, field: string, message: string): RequestError =>
  new RequestError(statusCode, { [field]: [message] });

/** Throws the errors, when there are any, for the error handler to answer (422 unless told). */
export function assertValid(errors: FieldErrors, statusCode = 422): void {
  if (hasErrors(errors)) throw new RequestError(statusCode, errors);
}

/** The fields as a rule reads them. */
export interface Form {
  /** The field's text, trimmed ('' when it was not sent). */
  value(field: string): string;
  /** The field's text as sent (undefined when it was not sent). */
  raw(field: string): string | undefined;
}

/** One rule of a field: its message when `value` (trimmed; `raw` as sent) breaks it, otherwise null. */
export type Rule = (value: string, form: Form, raw: string | undefined) => string | null;

/** A field and its rules, in order: the first rule it breaks is its error. */
export type Check = readonly [field: string, ...rules: Rule[]];

/**
 * Runs `checks` in order. A field keeps one message: the first rule it breaks, unless `refused`
 * (what readBody refused) already holds one for it. Answers the refusals first, then the new ones.
 */
export function validate(
  fields: Readonly<Record<string, string>>,
  checks: readonly Check[],
  refused: FieldErrors = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const form: Form = { value: (field) => (fields[field] ?? '').trim(), raw: (field) => fields[field] };
  for (const [field, ...rules] of checks) {
    if (errors[field] || refused[field]) continue;
    const value = form.value(field);
    for (const rule of rules) {
      const message = rule(value, form, fields[field]);
      if (message !== null) {
        errors[field] = [message];
        break;
      }
    }
  }
  return mergeErrors(refused, errors);
}

// Rules. `required`, `sent`, `is` and `oneOf` also judge an empty field; every other rule lets an empty
// field pass, so an optional field is checked only when filled in.

/** The field is filled in (spaces alone do not count). */
export const required =
  (message: string): Rule =>
  (value) =>
    value === '' ? message : null;

/** The field was sent, spaces included (passwords are taken as typed). */
export const sent =
  (message: string): Rule =>
  (_value, _form, raw) =>
    raw ? null : message;

/** The value, filled in or not, passes `test` (an id of a list, a value that may not be empty). */
export const is =
  (test: (value: string) => boolean, message: string): Rule =>
  (value) =>
    test(value) ? null : message;

/** The value is one of `values`; an empty field is not. */
export function oneOf(values: Iterable<string>, message: string): Rule {
  const allowed = new Set(values);
  return is((value) => allowed.has(value), message);
}

/** A filled-in value matches `pattern`. */
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    value === '' || pattern.test(value) ? null : message;

/** A filled-in value passes `test`. */
export const must =
  (test: (value: string, form: Form) => boolean, message: string): Rule =>
  (value, form) =>
    value === '' || test(value, form) ? null : message;

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** A filled-in value is an email address. */
export const email = (message: string): Rule => must(isEmail, message);
