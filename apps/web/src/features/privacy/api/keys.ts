import type { AuditQuery } from '@chajul/contracts';

export const privacyKeys = {
  policies: () => ['policies'] as const,
  /** Under `mypage`, as the consents live on /mypage/edit (ADR 105). */
  consents: () => ['mypage', 'consents'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
};
