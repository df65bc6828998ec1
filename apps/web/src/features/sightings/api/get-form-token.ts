import { sightingFormTokenSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sightingKeys } from './keys';

export const getFormToken = (signal?: AbortSignal) =>
  api('/api/sightings/form-token', { schema: sightingFormTokenSchema, signal }).then(
    (r) => r.formToken,
  );

/**
 * The server's signed start of a visitor's form (ADR 135): fetched when the form opens, never
 * reused by another opening (a form filled too fast, or a day old, is refused).
 */
export const useFormToken = (enabled: boolean) =>
  useQuery({
    queryKey: sightingKeys.formToken(),
    queryFn: ({ signal }) => getFormToken(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
