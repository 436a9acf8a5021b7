import { useEffect, type RefObject } from 'react';
import { getIn, setIn, useFormikContext } from 'formik';

/**
 * Input made before hydration (docs/decisions/009-presses-before-hydration.md). A server-rendered form is usable
 * from its first paint: the visitor types, chooses, ticks and picks files into the server's HTML. React hydrates
 * those controls without touching what they hold (their value stays, their default becomes React's), but the form's
 * state still holds the empty initial values, so the next render wrote them back and a submit sent them. Here the
 * controls' content is read once, right after hydration, and handed to the form's state.
 */
export type EarlyValue = string | number | boolean | string[] | File | File[];

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const snapshots = new WeakMap<HTMLFormElement, Map<string, EarlyValue>>();

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function selectChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  // With no option marked selected in the HTML, the first one is shown: that is the select's default.
  const initial = options.find((option) => option.defaultSelected) ?? options[0];
  return (initial?.value ?? '') !== select.value;
}

/** Formik's own reading of a number field (handleChange): a number, or '' when it is not one. */
function numberOf(value: string): number | string {
  const parsed = parseFloat(value);
  return Number.isNaN(parsed) ? '' : parsed;
}

/**
 * What the visitor entered into `form` before it was hydrated, by field name: only the fields whose content differs
 * from what the server rendered. Read once per form (at the first call, right after hydration) and kept, so a later
 * caller (a draft being restored) gets the same answer. `current` gives the form state's value of a name, to shape
 * checkboxes like it (a list of ticked values, or one boolean).
 */
export function readEarlyInput(
  form: HTMLFormElement,
  current: (name: string) => unknown = () => undefined,
): Map<string, EarlyValue> {
  const kept = snapshots.get(form);
  if (kept) return kept;
  const early = new Map<string, EarlyValue>();
  const byName = new Map<string, Control[]>();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || SKIPPED_TYPES.has(element.type)) continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  for (const [name, controls] of byName) {
    const [first] = controls;
    if (!first) continue;
    if (first instanceof HTMLInputElement && (first.type === 'checkbox' || first.type === 'radio')) {
      const boxes = controls.filter((c): c is HTMLInputElement => c instanceof HTMLInputElement);
      if (!boxes.some((box) => box.checked !== box.defaultChecked)) continue;
      const ticked = boxes.filter((box) => box.checked);
      if (first.type === 'radio') early.set(name, ticked[0]?.value ?? '');
      else if (boxes.length > 1 || Array.isArray(current(name)))
        early.set(
          name,
          ticked.map((box) => box.value),
        );
      else early.set(name, ticked.length > 0);
      continue;
    }
    if (first instanceof HTMLInputElement && first.type === 'file') {
      const files = Array.from(first.files ?? []);
      if (files.length > 0) early.set(name, first.multiple ? files : files[0]!);
      continue;
    }
    if (first instanceof HTMLSelectElement) {
      if (!selectChanged(first)) continue;
      early.set(name, first.multiple ? Array.from(first.selectedOptions).map((option) => option.value) : first.value);
      continue;
    }
    if (first.value === first.defaultValue) continue;
    early.set(name, first.type === 'number' || first.type === 'range' ? numberOf(first.value) : first.value);
  }
  snapshots.set(form, early);
  return early;
}

/**
 * `values` with what the visitor entered before hydration laid over it. The rule between a restored draft and early
 * input: what the visitor typed on this page wins. A hook that restores a saved draft sets
 * `withEarlyInput(formRef.current, draft)`, never the bare draft.
 */
export function withEarlyInput<Values extends object>(form: HTMLFormElement | null, values: Values): Values {
  if (!form) return values;
  let next: Values = values;
  for (const [name, value] of readEarlyInput(form, (key) => getIn(values, key) as unknown)) {
    next = setIn(next, name, value) as Values;
  }
  return next;
}

/**
 * Put inside every Formik form of the site, with the form's ref: once hydrated, the form's state takes what the
 * visitor entered before (React keeps it on screen until the state's next render would write the empty initial
 * values back). A form rendered in the browser (a modal's, a client navigation's) has nothing to take.
 *
 * In a passive effect, because the form's ref is attached after its children's layout effects. Field by field
 * (setFieldValue applies to Formik's latest state, setValues to the one this render saw), so a draft restored in the
 * same commit keeps the fields the visitor left alone. The press contract replays a kept submit a frame later, after
 * Formik has rendered these values (docs/decisions/009-presses-before-hydration.md).
 */
export function KeepEarlyInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { setFieldValue, values: initial } = useFormikContext<object>();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The initial values give each field's shape (a list of ticked boxes, or one boolean).
    for (const [name, value] of readEarlyInput(form, (key) => getIn(initial, key) as unknown)) {
      void setFieldValue(name, value, false);
    }
    // Once, on mount: later edits are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
