import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldShell, uiClasses } from '@niec/shared';

/**
 * Formik fields wired once: label, the error under the field (from validation or from the server
 * via setFieldError), aria-invalid and aria-describedby. Lives in the '@niec/shared/forms' entry so
 * formik is only bundled by the remotes that have forms.
 */
interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Show the error even before the field is touched (server errors). */
  showUntouched?: boolean;
}

function useFieldError(name: string, showUntouched?: boolean) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.error && (meta.touched || showUntouched) ? meta.error : null;
  return { field, meta, helpers, error };
}

export function TextField({
  name,
  label,
  hint,
  required,
  showUntouched,
  ...input
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { field, error } = useFieldError(name, showUntouched);
  return (
    <FieldShell label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <input className={uiClasses.input} {...field} value={field.value ?? ''} {...input} {...control} name={name} />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  required,
  showUntouched,
  ...input
}: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { field, error } = useFieldError(name, showUntouched);
  return (
    <FieldShell label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <textarea
          className={uiClasses.input}
          rows={4}
          {...field}
          value={field.value ?? ''}
          {...input}
          {...control}
          name={name}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  hint,
  required,
  showUntouched,
  options,
  placeholder,
  ...select
}: BaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { options: SelectOption[]; placeholder?: string }) {
  const { field, error } = useFieldError(name, showUntouched);
  return (
    <FieldShell label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <select className={uiClasses.input} {...field} value={field.value ?? ''} {...select} {...control} name={name}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
