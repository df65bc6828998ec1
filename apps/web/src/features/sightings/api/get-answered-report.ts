import { reportDetailResponseSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sightingKeys } from './keys';

/** The lost report a finder answers from ("이 강아지를 봤어요"): its title, to show on the form. */
export const getAnsweredReport = (id: number, signal?: AbortSignal) =>
  api(`/api/lost-pet/${id}`, { schema: reportDetailResponseSchema, signal }).then((r) => r.data);

export const useAnsweredReport = (id: number | undefined) =>
  useQuery({
    queryKey: [...sightingKeys.all, 'answers', id] as const,
    queryFn: ({ signal }) => getAnsweredReport(id ?? 0, signal),
    enabled: id !== undefined,
    retry: false,
  });
