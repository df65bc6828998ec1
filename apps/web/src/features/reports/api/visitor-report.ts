import {
  OWNER_TOKEN_HEADER,
  reportDetailResponseSchema,
  reportIdResponseSchema,
  sightingConfirmedSchema,
  sightingCreatedSchema,
  sightingFormTokenSchema,
} from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * A lost report without an account (issue 39 item 2, ADR 243): the finders' form token, the
 * post that waits for the mailed link, and the link's confirmation.
 */

/** The server's signed start of the form: fetched when it opens, never kept for another. */
export const useVisitorFormToken = (enabled: boolean) =>
  useQuery({
    queryKey: ['lost-visitor-form-token'],
    queryFn: ({ signal }) =>
      api('/api/sightings/form-token', { schema: sightingFormTokenSchema, signal }).then(
        (r) => r.formToken,
      ),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const createVisitorReport = (form: FormData) =>
  api('/api/lost-pet/visitor', { method: 'POST', body: form, schema: sightingCreatedSchema });

export const confirmVisitorReport = (token: string) =>
  api('/api/lost-pet/confirm', {
    method: 'POST',
    body: { token },
    schema: sightingConfirmedSchema,
  });

const byLink = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });

/** The visitor's own report by the link: the exact pin and the number included. */
export const getReportByLink = (token: string) =>
  api('/api/lost-pet/by-link', {
    headers: byLink(token),
    schema: reportDetailResponseSchema,
  }).then((r) => r.data);

/** The visitor's edit by the link, as a member's PUT /api/lost-pet/:id. */
export const updateReportByLink = (token: string, form: FormData) =>
  api('/api/lost-pet/by-link', {
    method: 'PUT',
    body: form,
    headers: byLink(token),
    schema: reportIdResponseSchema,
  });
