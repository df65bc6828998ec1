import { claimableReportsSchema, claimedReportsSchema, okResponseSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/*
 * Lost reports a visitor sent from the member's address (ADR 243): how many, the mail whose
 * link proves the address, and the claim that link makes.
 */

export const claimableKey = [...reportKeys.all, 'claimable'] as const;

export const useClaimableReports = () =>
  useQuery({
    queryKey: claimableKey,
    queryFn: ({ signal }) =>
      api('/api/mypage/lost-pets/claimable', { schema: claimableReportsSchema, signal }),
  });

export const mailClaimLink = () =>
  api('/api/mypage/lost-pets/claim-mail', { method: 'POST', schema: okResponseSchema });

export const claimReports = (token: string) =>
  api('/api/mypage/lost-pets/claim', {
    method: 'POST',
    body: { token },
    schema: claimedReportsSchema,
  });
