// '@niec/shared/drafts': drafts of the site's forms kept on the device (docs/decisions/010-form-drafts.md). Apart from
// the main entry so the home page's first load does not carry it, and apart from '@niec/shared/forms' so the contact
// form (a native form) gets it without formik. Not a singleton: it holds no state of its own (the drafts are in
// localStorage), and each remote bundles it with its note's styles into the page that shows a form.
export {
  DRAFT_MAX_AGE_MS,
  changedFields,
  clearDraft,
  draftFields,
  isSecretField,
  loadDraft,
  pruneDrafts,
  saveDraft,
  type DraftValue,
  type DraftValues,
  type SavedDraft,
} from './store';
export { OFFLINE_MESSAGE, isNoResponse, isOffline, useDraft, type DraftControl } from './control';
export { DraftNote } from './draft-note';
export { readNativeForm, useNativeFormDraft } from './native-form';
