// What other features may use of dogs; the rest is its own. Re-exports only: the build
// treats this file as free of side effects (docs/decisions/105).
export { DogFreshness } from './components/dog-freshness';
export { ShelterDogs } from './components/shelter-dogs';
export { dogRegionsQueryOptions } from './api/get-regions';
export { regionChoice } from './components/region-choice';
