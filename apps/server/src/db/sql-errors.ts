/** The SQLSTATE of a database error, as PostgreSQL and PGlite give it (under Drizzle's cause). */
export function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause ?? error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A row named a row that is gone (23503): a post deleted while a job wrote about it. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
