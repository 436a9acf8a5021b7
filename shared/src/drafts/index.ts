// '@niec/shared/drafts': drafts of the site's forms kept on the device, with the visitor's consent
// (docs/decisions/010-form-drafts.md). Apart from the main entry so the home page's first load does not carry it
// (the host's boot imports `pruneDrafts` alone, which tree shaking keeps small), and apart from
// '@niec/shared/forms' so the contact form (a native form) gets it without formik. Not a singleton: it holds no
// state of its own (the drafts are in localStorage), and each remote bundles it with its note's styles into the
// page that shows a form.
export {
  CONSENT_PREFIX,
  DRAFT_MAX_AGE_MS,
  DRAFT_PREFIX,
  changedFields,
  clearDraft,
  countDrafts,
  draftFields,
  grantDraftConsent,
  hasDraftConsent,
  isSecretField,
  isSensitiveField,
  loadDraft,
  pruneDrafts,
  removeAllDrafts,
  saveDraft,
  withdrawDraftConsent,
  type DraftValue,
  type DraftValues,
  type SavedDraft,
} from './store';
export { OFFLINE_MESSAGE, REMOVED_ALL_MESSAGE, isNoResponse, isOffline, useDraft, type DraftControl } from './control';
export { CONSENT_HINT, CONSENT_LABEL, DraftNote, REMOVE_ALL_LABEL } from './draft-note';
export { RemoveAllDrafts } from './remove-all';
export { readNativeForm, useNativeFormDraft } from './native-form';
