/** The SQLSTATE of a database error, as PostgreSQL and PGlite give it (under Drizzle's cause). */
export function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause ?? error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A row named a row that is gone (23503): a post deleted while a job wrote about it. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * PostgreSQL aborted the statement so that another could go on: a deadlock (40P01) or a
 * serialization failure (40001). Trying the same work again is safe and usually succeeds.
 */
export const isLostToAnother = (error: unknown) => {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
};

/**
 * Runs `work`, and again (up to `tries` times in all) when PostgreSQL aborted it for another
 * transaction: `work` must be safe to repeat.
 */
export async function retryWhenLost<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isLostToAnother(error)) throw error;
    }
  }
}
