import { authMessages } from '@chajul/contracts';
import type { AppError } from '../../errors';
import { conflict } from '../../errors';

/**
 * A unique index of users refused a row: the right 409 for the field, when two signups or
 * nickname changes race past the checks before them.
 */
export function uniqueViolationToConflict(error: unknown): AppError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint?.includes('nickname')) return conflict(authMessages.nicknameTaken, 'nickname');
  if (constraint?.includes('email')) return conflict(authMessages.emailTaken, 'email');
  return conflict(authMessages.useridTaken, 'userid');
}
