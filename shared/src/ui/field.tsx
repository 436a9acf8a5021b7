import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * Label, control and error wired once: the error sits under the field, the control gets
 * aria-invalid and aria-describedby. Form libraries plug in by passing `error`. A `group` (checkboxes)
 * is a fieldset whose legend is the label; the fieldset carries the description.
 */
export function FieldShell({
  label,
  error,
  hint,
  required,
  group,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  group?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const Box = group ? 'fieldset' : 'div';
  const Label = group ? 'legend' : 'label';
  return (
    <Box
      className={`${styles.field} ${error ? styles.fieldInvalid : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={group ? describedBy : undefined}
    >
      <Label {...(group ? {} : { htmlFor: id })} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </Box>
  );
}

type UiClass =
  | 'input'
  | 'button'
  | 'buttonSecondary'
  | 'buttonGhost'
  | 'iconButton'
  /** FieldShell's layout, for a control whose library wires its own label (a combobox). */
  | 'field'
  | 'label'
  | 'hint'
  | 'card'
  /** The surface of a card that is not a link. */
  | 'panel'
  /** The list (ol) of a page's breadcrumb trail, on the page or on a hero. */
  | 'breadcrumb'
  | 'spinner'
  /** The page banner: `hero` on the band, `heroInner` on its content; its eyebrow, title and lead text. */
  | 'hero'
  | 'heroInner'
  | 'heroEyebrow'
  | 'heroTitle'
  | 'heroText'
  /** A list without bullets or indent; `inlineList` also lays its items out as a wrapping row. */
  | 'bareList'
  | 'inlineList'
  /** A grid whose column template the page sets per width (--columns, --columns-640, -768, -900, -1024). */
  | 'columns'
  /** The small uppercase label above a value or a title. */
  | 'overline';

/**
 * Shared class names so every remote's forms, buttons, cards and heroes look the same: the stylesheet's own
 * map, typed to its public classes (no copy of it in the bundle every page loads).
 */
export const uiClasses: Readonly<Record<UiClass, string>> = styles;
