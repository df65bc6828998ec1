import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../../reports';
import { matchKeys } from './keys';

type Answer = { reportId: number; dogId: number; answer: 'dismiss' | 'found' };

/** "아니에요" (dismiss) or "찾았어요" (found, which closes the report). */
export const answerMatch = ({ reportId, dogId, answer }: Answer) =>
  api(`/api/lost-pet/${reportId}/matches/${dogId}/${answer}`, {
    method: 'POST',
    schema: okResponseSchema,
  });

export function useAnswerMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMatch,
    onSuccess: (_result, { reportId, answer }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.report(reportId) }),
        answer === 'found'
          ? queryClient.invalidateQueries({ queryKey: reportKeys.all })
          : Promise.resolve(),
      ]),
  });
}
