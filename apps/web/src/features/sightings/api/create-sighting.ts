import { sightingCreatedSchema } from '@chajul/contracts';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { sightingKeys } from './keys';

/** 201 and published for a member; 202, waiting for the e-mail link, for a visitor. */
export const createSighting = (form: FormData) =>
  api('/api/sightings', { method: 'POST', body: form, schema: sightingCreatedSchema });

export function useCreateSighting() {
  return useInvalidatingMutation(createSighting, sightingKeys.all);
}
