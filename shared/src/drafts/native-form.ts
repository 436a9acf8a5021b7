import { useCallback, useEffect, type RefObject } from 'react';
import type { DraftControl } from './control';
import { clearDraft, draftFields, loadDraft, pruneDrafts, saveDraft, type DraftValues } from './store';

/** Controls a draft never keeps: what the page fills in, buttons, files and passwords. */
const NOT_KEPT = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file', 'password']);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsByName(form: HTMLFormElement): Map<string, Control[]> {
  const byName = new Map<string, Control[]>();
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name ||
      NOT_KEPT.has(element.type)
    )
      continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  return byName;
}

const isBox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the visitor changed a field from what the server rendered (its defaults). */
function changed(controls: Control[]): boolean {
  return controls.some((control) => {
    if (isBox(control)) return control.checked !== control.defaultChecked;
    if (control instanceof HTMLSelectElement)
      return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
    return control.value !== control.defaultValue;
  });
}

/** The changed fields of a native form, as a draft holds them. */
export function readNativeForm(form: HTMLFormElement): DraftValues {
  const values: Record<string, unknown> = {};
  for (const [name, controls] of controlsByName(form)) {
    if (!changed(controls)) continue;
    const [first] = controls;
    if (!first) continue;
    if (isBox(first)) {
      const ticked = controls.filter((c) => isBox(c) && c.checked).map((c) => c.value);
      values[name] = first.type === 'radio' ? (ticked[0] ?? '') : controls.length > 1 ? ticked : ticked.length > 0;
    } else if (first instanceof HTMLSelectElement && first.multiple) {
      values[name] = Array.from(first.selectedOptions).map((option) => option.value);
    } else values[name] = first.value;
  }
  return draftFields(values);
}

/** Puts a draft into a native form, except the fields the visitor already changed on this page (they win). */
function fill(form: HTMLFormElement, draft: DraftValues): boolean {
  let filled = false;
  for (const [name, controls] of controlsByName(form)) {
    const value = draft[name];
    if (value === undefined || changed(controls)) continue;
    for (const control of controls) {
      if (isBox(control))
        control.checked = Array.isArray(value)
          ? value.includes(control.value)
          : value === true || value === control.value;
      else if (control instanceof HTMLSelectElement && Array.isArray(value))
        for (const option of Array.from(control.options)) option.selected = value.includes(option.value);
      else control.value = String(value);
    }
    filled = true;
  }
  return filled;
}

/**
 * Binds a draft to an uncontrolled form that posts natively (the contact form, docs/decisions/007-platform-first-controls.md):
 * nothing is kept until the visitor ticks the consent box (`DraftNote`, unnamed, so never posted). After hydration,
 * if they agreed (before hydration, or earlier on this device), it restores the saved draft into the fields the
 * visitor has not touched; then, while they agree, it saves what is typed. `sentAlready`: the page is the answer to an accepted post, so the draft is removed, not restored. Returns
 * `discard` (for 'Hapus draf': the form back to what the server rendered, the draft removed) and `onSubmit`
 * (offline: the post is held and the offline message shows; the browser's own post goes on otherwise).
 */
export function useNativeFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  draft: DraftControl,
  sentAlready: boolean,
): { discard: () => void; onSubmit: (event: { preventDefault(): void }) => void } {
  const { key, setRestored, isClosed, beforeSend, adoptConsent, consented } = draft;

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    pruneDrafts();
    if (sentAlready) clearDraft(key);
    else if (adoptConsent()) {
      const saved = loadDraft(key);
      if (saved && fill(form, saved.values)) setRestored(true);
    }
  }, [formRef, key, sentAlready, setRestored, adoptConsent]);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !consented) return;
    const save = () => {
      if (!isClosed()) saveDraft(key, readNativeForm(form));
    };
    // Typed before hydration, restored, or typed before the box was ticked: saved at once, so a closed tab keeps it.
    save();
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formRef, key, isClosed, consented]);

  const discard = useCallback(() => {
    formRef.current?.reset();
    clearDraft(key);
    setRestored(false);
  }, [formRef, key, setRestored]);

  const onSubmit = useCallback(
    (event: { preventDefault(): void }) => {
      if (!beforeSend()) event.preventDefault();
    },
    [beforeSend],
  );

  return { discard, onSubmit };
}
