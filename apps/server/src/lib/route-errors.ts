import { errorResponseSchema } from '@chajul/contracts';

/** A route schema's error answers: each status given answers the one Korean error body. */
export function errorsOf<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}
