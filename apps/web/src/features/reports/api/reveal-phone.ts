import { reportPhoneSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A member's click on 연락처 보기 (ADR 136): the number, where the owner lets members see it.
 * The server counts and logs each click, so the answer is kept by the button, not cached.
 */
export const revealPhone = (id: number) =>
  api(`/api/lost-pet/${id}/phone`, { method: 'POST', schema: reportPhoneSchema }).then(
    (r) => r.phone,
  );

export const useRevealPhone = () => useMutation({ mutationFn: revealPhone });
