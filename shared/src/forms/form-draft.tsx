import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import {
  changedFields,
  clearDraft,
  draftFields,
  DraftNote,
  loadDraft,
  pruneDrafts,
  saveDraft,
  type DraftControl,
} from '@niec/shared/drafts';
import { withEarlyInput } from './early-input';

type Values = Record<string, unknown>;

/** The form's file and password inputs: their fields never go into a draft, whatever their value. */
function secretControls(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[type="file"], input[type="password"]'))
    .map((input) => input.name)
    .filter(Boolean);
}

/**
 * Put inside a Formik form, where its consent box and note should show (docs/decisions/010-form-drafts.md). Nothing
 * is kept until the visitor ticks 'Simpan draf formulir ini di perangkat ini'. After hydration, if they agreed
 * (before hydration, or earlier on this device) it restores the form's saved draft (in an effect, so the server's
 * HTML and the first render agree), with what the visitor typed before hydration laid over it (`withEarlyInput`,
 * docs/decisions/009-presses-before-hydration.md); then, while they agree, it saves every change. Unticking removes
 * the draft at once. It shows 'Draf tersimpan' with 'Hapus draf', and the offline message.
 */
export function FormikDraft({
  draft,
  formRef,
  emptyValues,
  omit: sensitive = [],
}: {
  draft: DraftControl;
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * The form's values with nothing entered, when its initial values can hold what was entered before (a step
   * opened again): a draft keeps what differs from these, and 'Hapus draf' goes back to them. The initial values
   * otherwise.
   */
  emptyValues?: object;
  /**
   * The form's own fields a draft never keeps, beside the files, passwords and the sensitive names every draft
   * leaves out (`isSensitiveField`): named here too, so a renamed field is not kept by accident.
   */
  omit?: readonly string[];
}) {
  const { values, initialValues: formInitial, setValues } = useFormikContext<Values>();
  const initialValues = (emptyValues ?? formInitial) as Values;
  const omit = useRef<string[]>([...sensitive]);
  const { key, setRestored, isClosed, adoptConsent, consented } = draft;

  useEffect(() => {
    const form = formRef.current;
    omit.current = [...sensitive, ...secretControls(form)];
    pruneDrafts();
    // Without the visitor's consent there is nothing to restore (and nothing is saved below).
    if (!adoptConsent()) return;
    const saved = loadDraft(key);
    if (!saved) return;
    // Only the form's own fields that the draft changes, never one the form now marks as a file or password.
    const restored = Object.fromEntries(
      Object.entries(draftFields(saved.values, omit.current)).filter(
        ([name, value]) => name in formInitial && JSON.stringify(value) !== JSON.stringify(formInitial[name]),
      ),
    );
    if (Object.keys(restored).length === 0) return;
    // Field by field over the latest state would miss nothing either; setValues with the early input laid over
    // gives the same state whichever of this and KeepEarlyInput runs first.
    void setValues((current: Values) => withEarlyInput(form, { ...current, ...restored }), false);
    setRestored(true);
    // Once, on mount: later changes are saved below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Never before consent: so not on the first run either, which sees the initial values before the draft is
    // restored (saving them would wipe the draft). Ticking the box saves what is in the form at once; unticking
    // removed the draft (DraftControl.setConsent).
    if (isClosed() || !consented) return;
    saveDraft(key, changedFields(values, initialValues, omit.current), { omit: omit.current });
  }, [values, initialValues, key, isClosed, consented]);

  const discard = () => {
    const reset = draftFields(initialValues, omit.current);
    void setValues((current: Values) => ({ ...current, ...reset }), false);
    clearDraft(key);
    setRestored(false);
  };

  return <DraftNote draft={draft} onDiscard={discard} />;
}
