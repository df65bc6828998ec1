import { reportIdResponseSchema } from '@chajul/contracts';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { reportKeys } from './keys';

export const createReport = (form: FormData) =>
  api('/api/lost-pet', { method: 'POST', body: form, schema: reportIdResponseSchema });

export function useCreateReport() {
  return useInvalidatingMutation(createReport, reportKeys.all);
}
