import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldShell, uiClasses } from '@niec/shared';
import styles from './forms.module.css';

export interface CheckboxGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  required?: boolean;
}

/** A Formik-bound group of checkboxes holding a list of values, on the shared field shell (fieldset and legend). */
export function CheckboxGroupField({ name, legend, options, hint, required = true }: CheckboxGroupFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const error = meta.error && meta.touched ? String(meta.error) : null;
  const selected = Array.isArray(field.value) ? field.value : [];

  const toggleValue = (value: string) => {
    void helpers.setValue(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };

  return (
    <FieldShell
      group
      label={legend}
      hint={hint}
      required={required}
      error={error}
      className={error ? `${styles.group} ${styles.groupInvalid}` : styles.group}
    >
      {(control) => (
        <div className={`${uiClasses.columns} ${styles.checkGrid}`}>
          {options.map((option) => (
            <label key={option.value} className={styles.check}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => toggleValue(option.value)}
                onBlur={() => void helpers.setTouched(true, false)}
                aria-invalid={control['aria-invalid']}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
