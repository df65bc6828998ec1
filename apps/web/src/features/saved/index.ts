// What other features may use of saved dogs and searches (issue 30). Re-exports only: the
// build treats this file as free of side effects (docs/decisions/105).
export { SavedDogButton } from './components/saved-dog-button';
export { SavedDogsTab } from './components/saved-dogs-tab';
export { SavedSearchesTab } from './components/saved-searches-tab';
export { SaveSearchButton } from './components/save-search-button';
export { SavePhotoSearch } from './components/save-photo-search';
export { savedSearchesQueryOptions } from './api/get-saved-searches';
