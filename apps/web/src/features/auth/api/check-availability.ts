import { availabilitySchema, checkIdResponseSchema } from '@chajul/contracts';
import { api } from '../../../lib/api-client';

export type DuplicateField = 'nickname' | 'email' | 'userid';

/** true when the value is free to use (spec §7: the three duplicate-check calls). */
export async function isAvailable(field: DuplicateField, value: string): Promise<boolean> {
  if (field === 'nickname')
    return api('/auth/check-nickname', { query: { nickname: value }, schema: availabilitySchema });
  if (field === 'email')
    return api('/auth/check-email', { query: { email: value }, schema: availabilitySchema });
  const { exists } = await api('/auth/check-id', {
    method: 'POST',
    body: { userid: value },
    schema: checkIdResponseSchema,
  });
  return !exists;
}
