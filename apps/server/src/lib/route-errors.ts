import { errorResponseSchema } from '@chajul/contracts';

/** A route schema's error answers: each status given answers the one Korean error body. */
export function errorsOf<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** A route that reads one item by its id: a malformed id (400) or none such (404). */
export const notFoundErrors = errorsOf(400, 404);
