import { commonMessages } from '@chajul/contracts';
import { badRequest } from '../errors';

/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching a query fails it with a database error
 * (a 500). No field of ours has a use for control NULs, so they are refused as bad input.
 */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : findNul(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** 400 naming the field that carries a NUL. */
export function assertNoNul(value: unknown): void {
  const found = findNul(value);
  if (found) throw badRequest(commonMessages.badRequest, found.join('.') || undefined);
}
