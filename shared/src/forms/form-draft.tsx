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
 * Put inside a Formik form, where its note should show (docs/decisions/010-form-drafts.md): after hydration it
 * restores the form's saved draft (in an effect, so the server's HTML and the first render agree), with what the
 * visitor typed before hydration laid over it (`withEarlyInput`, docs/decisions/009-presses-before-hydration.md);
 * then it saves every change; it shows 'Draf tersimpan' with 'Hapus draf', and the offline message.
 */
export function FormikDraft({
  draft,
  formRef,
  emptyValues,
}: {
  draft: DraftControl;
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * The form's values with nothing entered, when its initial values can hold what was entered before (a step
   * opened again): a draft keeps what differs from these, and 'Hapus draf' goes back to them. The initial values
   * otherwise.
   */
  emptyValues?: object;
}) {
  const { values, initialValues: formInitial, setValues } = useFormikContext<Values>();
  const initialValues = (emptyValues ?? formInitial) as Values;
  const omit = useRef<string[]>([]);
  const started = useRef(false);
  const { key, setRestored, isClosed } = draft;

  useEffect(() => {
    const form = formRef.current;
    omit.current = secretControls(form);
    pruneDrafts();
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
    // The first run sees the initial values, before the draft is restored: saving them would wipe the draft.
    if (!started.current) {
      started.current = true;
      return;
    }
    if (isClosed()) return;
    saveDraft(key, changedFields(values, initialValues, omit.current), { omit: omit.current });
  }, [values, initialValues, key, isClosed]);

  const discard = () => {
    const reset = draftFields(initialValues, omit.current);
    void setValues((current: Values) => ({ ...current, ...reset }), false);
    clearDraft(key);
    setRestored(false);
  };

  return <DraftNote draft={draft} onDiscard={discard} />;
}
