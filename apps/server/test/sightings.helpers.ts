import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import { formToken } from '../src/modules/visitors/visitor-links';
import { authHeaders } from './factories';
import type { TestApp } from './helper';
import { makeJpeg, multipart } from './images';

export const validSighting = {
  kind: 'FOUND',
  seenAt: '2026-10-05T21:30',
  region: '경기도',
  district: '수원시',
  place: '광교호수공원 정문 앞',
  breed: '말티즈',
  colour: '흰색',
  size: '소형',
  gender: '암컷',
  collar: '빨간 목줄',
  note: '사람을 잘 따르고 배가 고파 보였어요.',
  heldAt: '제가 집에서 데리고 있어요',
};

type File = { buffer: Buffer; filename: string; contentType?: string };
type Poster = { user: { id: number } } | { email: string; name?: string; formAgeMs?: number };

/** The form a visitor's browser sends: a form opened `formAgeMs` ago and an empty honeypot. */
export function visitorFields(email: string, formAgeMs = 10_000, app: TestApp) {
  return {
    email,
    homepage: '',
    formToken: formToken(app.signer, Date.now() - formAgeMs),
  };
}

/** POST /api/sightings as a member or a visitor, with fields over the valid ones. */
export async function postSighting(
  app: TestApp,
  poster: Poster,
  fields: Record<string, string> = {},
  photos: File[] | undefined = undefined,
  headers: Record<string, string> = {},
) {
  const files = photos ?? [{ buffer: await makeJpeg(), filename: 'dog.jpg' }];
  const visitor =
    'email' in poster
      ? {
          ...visitorFields(poster.email, poster.formAgeMs, app),
          ...(poster.name ? { name: poster.name } : {}),
        }
      : {};
  const body = multipart(
    { ...validSighting, ...visitor, ...fields },
    files.length ? { image: files } : {},
  );
  return app.inject({
    method: 'POST',
    url: '/api/sightings',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...('user' in poster ? await authHeaders(app, poster.user) : {}),
      ...headers,
    },
  });
}

/** The private link's token from the last mail sent to `email`. */
export function tokenFromMail(app: TestApp, email: string): string {
  const mail = app.sentMails.filter((m) => m.to === email).at(-1);
  const token = /sighting\/manage\?token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no sighting link mailed to ${email}`);
  return decodeURIComponent(token);
}

/** A visitor posts and confirms by the mailed link; returns the sighting id and the token. */
export async function visitorSighting(
  app: TestApp,
  email: string,
  fields: Record<string, string> = {},
  photos?: File[],
) {
  const res = await postSighting(app, { email }, fields, photos);
  if (res.statusCode !== 202) throw new Error(`sighting not accepted: ${res.body}`);
  await app.jobs.idle();
  const token = tokenFromMail(app, email);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/sightings/confirm',
    payload: { token },
  });
  if (confirmed.statusCode !== 200) throw new Error(`not confirmed: ${confirmed.body}`);
  return { id: res.json().id as number, token };
}

export const finderHeaders = (token: string) => ({ [FINDER_TOKEN_HEADER]: token });
