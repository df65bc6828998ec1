import type { AuditQuery } from '@chajul/contracts';
import { auditPageSchema } from '@chajul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

export const getAudit = (query: AuditQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api(`/api/admin/audit?${params.toString()}`, { schema: auditPageSchema });
};

export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: privacyKeys.audit(query),
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });
