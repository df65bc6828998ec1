// What other features may use of auth; the rest is its own. Re-exports only: the build
// treats this file as free of side effects (docs/decisions/105).
export { meQueryOptions } from './api/get-me';
export { useLogout } from './api/logout';
