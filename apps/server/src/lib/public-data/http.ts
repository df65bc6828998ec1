import type { PublicDataErrorKind } from '@chajul/contracts';
import { describeBody } from './answer';

/**
 * A failed call to a public data API, named for what came back (`kind`, ADR 033) with a
 * message fit for the log, the CLI and the admin page.
 */
export class PublicDataError extends Error {
  readonly kind: PublicDataErrorKind;
  constructor(kind: PublicDataErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PublicDataError';
    this.kind = kind;
  }
}

export type FetchOptions = {
  timeoutMs?: number;
  retries?: number;
  /** First pause between tries; it doubles each time. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  /** Called before every request, retries included: each one counts against the API's quota. */
  beforeEach?: () => Promise<void>;
  /** Ends the call at once (the server is closing). */
  signal?: AbortSignal;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET with a timeout per try and retries with growing pauses on network errors, timeouts
 * and 5xx/429 answers. Other 4xx answers are final. Returns the response body as bytes.
 */
export async function fetchWithRetry(url: string, options: FetchOptions = {}): Promise<Buffer> {
  const { timeoutMs = 15_000, retries = 3, backoffMs = 500, fetchImpl = fetch } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    options.signal?.throwIfAborted();
    await options.beforeEach?.();
    try {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      const res = await fetchImpl(url, { signal });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.ok) return body;
      lastError = new PublicDataError(
        'http',
        `HTTP ${res.status} from ${redact(url)}${describeBody(body.toString('utf8'))}`,
      );
      if (res.status < 500 && res.status !== 429) break;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      lastError = new PublicDataError(
        timedOut ? 'timeout' : 'network',
        `request to ${redact(url)} ${timedOut ? `timed out after ${timeoutMs} ms` : `failed: ${describe(error)}`}`,
        { cause: error },
      );
    }
  }
  throw lastError;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the reason (ECONNREFUSED, ENOTFOUND …) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** Service keys must not end up in logs. */
export function redact(url: string): string {
  return url.replace(/((?:serviceKey|KEY|Key)=)[^&]*/g, '$1***');
}
