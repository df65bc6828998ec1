import type { MatchCandidate, MatchFound } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../../reports';
import { matchKeys } from './keys';

type Answer = {
  reportId: number;
  candidate: Pick<MatchCandidate, 'source' | 'dogId' | 'sightingId'>;
  answer: MatchAnswer;
  /** With 찾았어요: how the dog came home, as the owner said it (issue 38 item 17). */
  how?: MatchFound;
};

/** 아니에요, 찾았어요, and on a found or seen report 이 아이가 맞아요 (ADR 200). */
export type MatchAnswer = 'dismiss' | 'found' | 'confirm';

/** Where an answer about a candidate goes: a shelter dog's, or a found/seen report's. */
const answerPath = ({ reportId, candidate, answer }: Answer) =>
  candidate.source === 'SHELTER'
    ? `/api/lost-pet/${reportId}/matches/${candidate.dogId}/${answer}`
    : `/api/lost-pet/${reportId}/sightings/${candidate.sightingId}/${answer}`;

/**
 * "아니에요" (dismiss), "찾았어요" (found, which closes the report) or "이 아이가 맞아요"
 * (confirm: the sighting joins the report's public timeline).
 */
export const answerMatch = (answer: Answer) =>
  api(answerPath(answer), {
    method: 'POST',
    ...(answer.how ? { body: answer.how } : {}),
    schema: okResponseSchema,
  });

export function useAnswerMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMatch,
    onSuccess: (_result, { reportId, answer }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.report(reportId) }),
        // A found dog closes the report; a sighting confirmed or dismissed joins or leaves
        // its timeline.
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
      ]).then(() => answer),
  });
}
