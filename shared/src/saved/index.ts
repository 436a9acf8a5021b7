// '@niec/shared/saved': the saved list (docs/decisions/015-saved-list.md): its store on the device, the 'Simpan'
// button and the shared link's query. Not a singleton: each remote bundles it into the pages that show the button,
// with its styles in that page's stylesheet (as '@niec/shared/share'); the copies agree through localStorage.
export { SaveButton, type SaveButtonProps } from './save-button';
export {
  SAVED_KINDS,
  SAVED_KIND_LABELS,
  SAVED_MAX_ITEMS,
  isSavedKind,
  keysFromQuery,
  parseSavedKey,
  readSaved,
  removeAllSaved,
  saveAll,
  savedKey,
  sharedListQuery,
  tellServiceWorker,
  toggleSaved,
  useIsSaved,
  useSavedItems,
  type SavedItem,
  type SavedKind,
} from './store';
// The data of another URL without navigating (React Router's fetcher): /tersimpan asks for the current records of
// the device's list. Here rather than in the main entry, which every page loads.
export { useFetchedPageData, type BrowserPageData } from '../data/fetched-page-data';
export { keepSavedCount, savedCountOf } from './count';
export { SAVED_PAGES_MESSAGE } from './names';
