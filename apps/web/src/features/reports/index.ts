// What other features may use of reports; the rest is its own. Re-exports only: the build
// treats this file as free of side effects (docs/decisions/105).
export { reportKeys } from './api/keys';
export { LossNoticesLike } from './components/loss-notices-like';
export { ClaimPrompt } from './components/claim-prompt';
