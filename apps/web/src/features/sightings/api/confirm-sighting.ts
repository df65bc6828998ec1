import { sightingConfirmedSchema } from '@chajul/contracts';
import { api } from '../../../lib/api-client';

/**
 * Publishes a visitor's pending sighting; an open one answers the same, so the link may be
 * opened again (ADR 135). The manage page calls it once on open and refreshes what it changed.
 */
export const confirmSighting = (token: string) =>
  api('/api/sightings/confirm', {
    method: 'POST',
    body: { token },
    schema: sightingConfirmedSchema,
  });
