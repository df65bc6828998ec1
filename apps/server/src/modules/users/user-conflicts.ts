import { authMessages } from '@chajul/contracts';
import type { AppError } from '../../errors';
import { conflict } from '../../errors';
import { sqlState } from '../../db/sql-errors';

/**
 * A unique index of users refused a row: the right 409 for the field, when two signups or
 * nickname changes race past the checks before them.
 */
export function uniqueViolationToConflict(error: unknown): AppError | undefined {
  if (sqlState(error) !== '23505') return undefined;
  const cause = (error as { cause?: { constraint?: string } }).cause ?? error;
  const { constraint } = cause as { constraint?: string };
  if (constraint?.includes('nickname')) return conflict(authMessages.nicknameTaken, 'nickname');
  if (constraint?.includes('email')) return conflict(authMessages.emailTaken, 'email');
  return conflict(authMessages.useridTaken, 'userid');
}
