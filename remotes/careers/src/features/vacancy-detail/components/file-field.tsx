import { useField } from 'formik';
import { FieldShell } from '@niec/shared';
import { FILE_ACCEPT, MAX_FILE_LABEL } from '../schemas/application-options';
import type { ApplicationFileField } from '../schemas/application-schema';
import styles from './application-form.module.css';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/**
 * A file input bound to Formik: the File is kept in the form values (the input itself keeps the
 * choice on screen, so a failed submit never loses it) and checked at once for type and size.
 */
export function FileField({
  name,
  label,
  required,
}: {
  name: ApplicationFileField;
  label: string;
  required?: boolean;
}) {
  const [field, meta, helpers] = useField<File | null>(name);
  const error = meta.touched && meta.error ? meta.error : null;
  const file = field.value;
  return (
    <FieldShell label={label} required={required} error={error} hint={`PDF, JPG atau PNG, maksimal ${MAX_FILE_LABEL}`}>
      {(control) => (
        <div className={styles.fileControl}>
          <input
            {...control}
            type="file"
            name={name}
            accept={FILE_ACCEPT}
            className={styles.fileInput}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              void helpers.setTouched(true, false);
              void helpers.setValue(chosen, true);
            }}
          />
          {file ? <span className={styles.fileMeta}>Ukuran file: {formatSize(file.size)}</span> : null}
        </div>
      )}
    </FieldShell>
  );
}
