import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Member } from './users';
import { newMember, signupBody } from './users';

/*
 * The API steps of the found/seen journeys (issue 25) that a test sets up rather than clicks
 * through: members, their lost and found/seen reports, a first message.
 */

type Headers = Record<string, string>;
export type ApiMember = Member & { headers: Headers };
type Photo = { name: string; mimeType: string; buffer: Buffer };

const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
/** Now in Korea as a datetime-local value, a minute ago (a sighting may not be in the future). */
const justNowInKorea = () =>
  new Date(Date.now() + 9 * 3600_000 - 60_000).toISOString().slice(0, 16);

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A new member, signed up and logged in through the API. */
export async function apiMember(request: APIRequestContext): Promise<ApiMember> {
  const member = newMember();
  expect((await request.post('/auth/signup', { data: signupBody(member) })).status()).toBe(201);
  const login = await request.post('/auth/login', {
    data: { userid: member.userid, password: member.password },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  return { ...member, headers: { authorization: `Bearer ${token}` } };
}

/** The member's lost report in 경기도 수원시, lost today. */
export async function apiReport(
  request: APIRequestContext,
  owner: ApiMember,
  fields: Record<string, string>,
  photo?: Photo,
) {
  return created(
    await request.post('/api/lost-pet', {
      headers: owner.headers,
      multipart: {
        dateLost: todayInKorea(),
        region: '경기도',
        district: '수원시',
        phone: '010-2222-3333',
        ...fields,
        ...(photo ? { image: photo } : {}),
      },
    }),
  );
}

/** A member's found (or seen) report in 경기도 수원시, seen a minute ago. */
export async function apiSighting(
  request: APIRequestContext,
  finder: ApiMember,
  fields: Record<string, string>,
  photo?: Photo,
) {
  return created(
    await request.post('/api/sightings', {
      headers: finder.headers,
      multipart: {
        kind: 'FOUND',
        seenAt: justNowInKorea(),
        region: '경기도',
        district: '수원시',
        place: '광교호수공원 정문 앞',
        ...fields,
        ...(photo ? { image: photo } : {}),
      },
    }),
  );
}

/** The first message between a lost report and a sighting, from either party. */
export async function apiConversation(
  request: APIRequestContext,
  from: ApiMember,
  pair: { lostReportId: number; sightingId: number },
  body: string,
) {
  return created(
    await request.post('/api/conversations', { headers: from.headers, data: { ...pair, body } }),
  );
}
