/** A failed call to a public data API, with a message fit for the log and the CLI. */
export class PublicDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PublicDataError';
  }
}

export type FetchOptions = {
  timeoutMs?: number;
  retries?: number;
  /** First pause between tries; it doubles each time. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
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
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.ok) return Buffer.from(await res.arrayBuffer());
      lastError = new PublicDataError(`HTTP ${res.status} from ${redact(url)}`);
      if (res.status < 500 && res.status !== 429) break;
    } catch (error) {
      lastError = new PublicDataError(`request to ${redact(url)} failed: ${describe(error)}`, {
        cause: error,
      });
    }
  }
  throw lastError;
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}

/** Service keys must not end up in logs. */
export function redact(url: string): string {
  return url.replace(/((?:serviceKey|KEY|Key)=)[^&]*/g, '$1***');
}
