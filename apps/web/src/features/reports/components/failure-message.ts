import { ApiError } from '../../../lib/api-client';

/**
 * The spec's "check your input" text for a failed save, except for a photo that is too
 * large or not an image: then the server's own message says what to fix.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && (error.status === 413 || error.status === 415)
    ? error.message
    : fallback;
}
