import { useField } from 'formik';
import { useId } from 'react';
import styles from './booking-form.module.css';

interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}

/** A Formik-bound group of checkboxes holding a list of values, with its error under the group. */
export function CheckboxGroupField({ name, legend, options, hint }: CheckboxGroupFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = meta.error && meta.touched ? String(meta.error) : null;
  const selected = Array.isArray(field.value) ? field.value : [];
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const toggleValue = (value: string) => {
    void helpers.setValue(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };

  return (
    <fieldset className={`${styles.group} ${error ? styles.groupInvalid : ''}`} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {legend}
        <span aria-hidden="true" className={styles.required}>
          {' '}
          *
        </span>
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.checkGrid}>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => toggleValue(option.value)}
              onBlur={() => void helpers.setTouched(true, false)}
              aria-invalid={Boolean(error)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
