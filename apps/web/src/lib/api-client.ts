import { errorResponseSchema, refreshResponseSchema } from '@chajul/contracts';
import type { z } from 'zod';
import { ko } from '../locales/ko';
import { koAuth } from '../locales/ko-auth';
import { sessionStore } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** False when the answer said nothing a person can act on (a proxy error page, a crash). */
    readonly fromServer = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions<S extends z.ZodType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Parses the answer; without it the answer is ignored. */
  schema?: S;
  signal?: AbortSignal;
  /** Extra headers: a visitor finder's private-link token (lib/finder-token.ts, ADR 135). */
  headers?: Record<string, string>;
};

type Answer<S> = S extends z.ZodType ? z.output<S> : undefined;

let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};
/** The app sets this to navigate with its router instead of reloading. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

function buildUrl(path: string, query: Query | undefined) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions<z.ZodType | undefined>) {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    // Lets a tunnelling proxy (ngrok) skip its browser warning page (spec §7).
    'ngrok-skip-browser-warning': 'true',
    ...options.headers,
  };
  const token = sessionStore.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

/**
 * What a refresh came to: a new access token, the server's refusal (the session is over), or
 * no answer: offline, the server down, or the page left while it asked. Only a refusal ends
 * the session; after no answer the next load or request asks again.
 */
export type RefreshOutcome = 'renewed' | 'refused' | 'unanswered';

let refreshing: Promise<RefreshOutcome> | undefined;

/** One refresh at a time, however many requests failed together. */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    try {
      const res = await fetch('/auth/refresh', {
        method: 'POST',
        credentials: 'include',
        headers: { 'ngrok-skip-browser-warning': 'true' },
      });
      if (res.status >= 500) return 'unanswered';
      if (!res.ok) return 'refused';
      const parsed = refreshResponseSchema.safeParse(await res.json());
      if (!parsed.success) return 'refused';
      sessionStore.replaceToken(parsed.data.accessToken);
      return 'renewed';
    } catch {
      return 'unanswered';
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/**
 * What a status says on its own when the answer is not ours: a proxy in front of the server
 * (ngrok, nginx) refuses a large upload with its own 413 page before the server sees it.
 */
const MEANING_OF_STATUS: Partial<Record<number, string>> = { 413: ko.common.tooLarge };

async function toApiError(res: Response): Promise<ApiError> {
  const parsed = errorResponseSchema.safeParse(await res.json().catch(() => undefined));
  if (parsed.success) {
    return new ApiError(res.status, parsed.data.message, parsed.data.field);
  }
  const known = MEANING_OF_STATUS[res.status];
  return new ApiError(res.status, known ?? ko.common.genericError, undefined, Boolean(known));
}

/**
 * A request refused for its access token (401), sent once more after a refresh (spec §4).
 * A refused refresh ends the session: it is cleared and the browser goes to /login. One with
 * no answer (offline, the server down) leaves the session as it is: the request fails with
 * the screen's own message, and the next one asks again.
 */
async function afterRefresh(path: string, options: RequestOptions<z.ZodType | undefined>) {
  const outcome = await refreshSession();
  if (outcome === 'renewed') return send(path, options);
  if (outcome === 'unanswered') throw new ApiError(503, ko.common.genericError, undefined, false);
  console.error(koAuth.refreshInvalid);
  sessionStore.clear({ all: false });
  onSessionExpired();
  throw new ApiError(401, koAuth.sessionExpired);
}

/** Calls the API (spec §7): Bearer token, the proxy-skip header, credentials, the refresh. */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Answer<S>> {
  let res = await send(path, options);
  const hadSession = Boolean(sessionStore.token());
  if (res.status === 401 && hadSession && !path.startsWith('/auth/')) {
    res = await afterRefresh(path, options);
  }
  if (!res.ok) throw await toApiError(res);
  if (!options.schema || res.status === 204) return undefined as Answer<S>;
  return options.schema.parse(await res.json()) as Answer<S>;
}

/** A file the API sends (a zip), with the same token refresh as `api`. */
export async function apiBlob(path: string): Promise<Blob> {
  let res = await send(path, {});
  if (res.status === 401 && sessionStore.token()) res = await afterRefresh(path, {});
  if (!res.ok) throw await toApiError(res);
  return res.blob();
}

/** The server's message when it sent one, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

/** The refusals that are about the uploaded photo itself: too large, not an image. */
const PHOTO_REFUSALS = new Set([413, 415]);

/**
 * Every photo upload's failure text (search, prediction, reports, notices): the server's own
 * message when it refused the photo, since it says what to change (issue 27); otherwise the
 * screen's own text from the spec.
 */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && PHOTO_REFUSALS.has(error.status)
    ? error.message
    : fallback;
}
