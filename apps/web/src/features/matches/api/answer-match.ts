import type { MatchCandidate } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../../reports';
import { matchKeys } from './keys';

type Answer = {
  reportId: number;
  candidate: Pick<MatchCandidate, 'source' | 'dogId' | 'sightingId'>;
  answer: 'dismiss' | 'found';
};

/** Where an answer about a candidate goes: a shelter dog's, or a found/seen report's. */
const answerPath = ({ reportId, candidate, answer }: Answer) =>
  candidate.source === 'SHELTER'
    ? `/api/lost-pet/${reportId}/matches/${candidate.dogId}/${answer}`
    : `/api/lost-pet/${reportId}/sightings/${candidate.sightingId}/${answer}`;

/** "아니에요" (dismiss) or "찾았어요" (found, which closes the report). */
export const answerMatch = (answer: Answer) =>
  api(answerPath(answer), { method: 'POST', schema: okResponseSchema });

export function useAnswerMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMatch,
    onSuccess: (_result, { reportId, answer }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.report(reportId) }),
        // A found dog closes the report; a dismissed sighting leaves its timeline too.
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
      ]).then(() => answer),
  });
}
