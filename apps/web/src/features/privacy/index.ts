// What other features may use of privacy (issue 29); re-exports only (docs/decisions/105).
export type { ConsentValues } from './components/signup-consents';
export { SignupConsents } from './components/signup-consents';
export { ConsentsSection } from './components/consents-section';
export { ConsentGate } from './components/consent-gate';
export { AdminAuditTab } from './components/admin-audit-tab';
