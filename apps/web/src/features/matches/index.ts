// What other features may use of matches; the rest is its own. Re-exports only: the build
// treats this file as free of side effects (docs/decisions/105).
export { ReportMatches } from './components/report-matches';
export { FoundShelter } from './components/found-shelter';
