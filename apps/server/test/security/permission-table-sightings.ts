import { sightingMatches } from '../../src/db/schema';
import { matchSightingJob } from '../../src/jobs/catalogue';
import { formToken } from '../../src/modules/visitors/visitor-links';
import { authHeaders, unique } from '../factories';
import { multipart } from '../images';
import { validSighting } from '../sightings.helpers';
import type { Fixtures } from './fixtures';
import * as f from './fixtures';
import type { Row } from './permission-table';
import {
  ADMINS,
  AUTHOR,
  AUTHOR_OR_ADMIN,
  EVERYONE,
  MEMBERS,
  notAuthStatus,
} from './permission-table';

/*
 * Rows of the permission table for issue 25: found and seen reports, their matches with lost
 * reports, messages, phone numbers and moderation. `fx.owner` owns what a row makes.
 */

const sightingForm = (fields: Record<string, string> = {}) =>
  multipart({ ...validSighting, ...fields });

/** A found report of `fx.owner`, public at once. */
async function makeSighting(fx: Fixtures, fields: Record<string, string> = {}) {
  const form = sightingForm(fields);
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/sightings',
    payload: form.payload,
    headers: { ...form.headers, ...(await authHeaders(fx.app, fx.owner)) },
  });
  if (res.statusCode !== 201) throw new Error(`sighting fixture: ${res.body}`);
  return res.json().id as number;
}

/** `fx.owner`'s lost report with a candidate sighting by someone else. */
async function reportWithSighting(fx: Fixtures) {
  const reportId = await f.makeReport(fx);
  const sightingId = await makeSighting(fx);
  // The match jobs the two posts queued finish first: on pg-boss they could otherwise
  // rescore the pair between two calls of a test and drop the candidate set below.
  const matching = async () =>
    (await fx.app.matcher.isMatching(reportId)) ||
    (await fx.app.jobs.pending(matchSightingJob, String(sightingId)));
  while (await matching()) await new Promise((resolve) => setTimeout(resolve, 50));
  await fx.app.db
    .insert(sightingMatches)
    .values({ lostReportId: reportId, sightingId, similarity: null, score: 0.9 })
    .onConflictDoNothing();
  return { reportId, sightingId };
}

/** A conversation of `fx.owner`'s lost report with `fx.owner`'s own sighting. */
async function conversation(fx: Fixtures) {
  const { reportId, sightingId } = await reportWithSighting(fx);
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    payload: { lostReportId: reportId, sightingId, body: '안녕하세요' },
    headers: await authHeaders(fx.app, fx.owner),
  });
  if (res.statusCode !== 201) throw new Error(`conversation fixture: ${res.body}`);
  return res.json().id as number;
}

/** A function: the rules it uses are defined in permission-table.ts, which spreads these in. */
export const sightingRows = (): Row[] => [
  {
    route: 'GET /api/sightings/paged',
    rule: EVERYONE,
    request: async () => ({ url: '/api/sightings/paged' }),
  },
  {
    route: 'GET /api/sightings/form-token',
    rule: EVERYONE,
    request: async () => ({ url: '/api/sightings/form-token' }),
  },
  {
    route: 'GET /api/sightings/:id',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/sightings/${await makeSighting(fx)}` }),
  },
  {
    route: 'GET /api/sightings/images/*',
    rule: EVERYONE,
    request: async () => ({ url: '/api/sightings/images/sightings/none.jpg' }),
    passes: notAuthStatus,
  },
  {
    // Members post at once; visitors with an e-mail, a form token and an empty honeypot.
    route: 'POST /api/sightings',
    rule: EVERYONE,
    request: async (fx) => {
      const form = sightingForm({
        email: `row_${unique()}@example.com`,
        homepage: '',
        formToken: formToken(fx.app.signer, Date.now() - 10_000),
      });
      return { url: '/api/sightings', payload: form.payload, headers: form.headers };
    },
  },
  {
    // Anyone may open a link; only a live one confirms (404 otherwise, never 401/403).
    route: 'POST /api/sightings/confirm',
    rule: EVERYONE,
    request: async () => ({ url: '/api/sightings/confirm', payload: { token: '1.abc' } }),
    passes: notAuthStatus,
  },
  {
    // A mail's mail-off link (ADR 227): no login; the signed token is the permission, and a
    // bad one is a 400, never 401/403.
    route: 'POST /api/mail-off',
    rule: EVERYONE,
    request: async () => ({ url: '/api/mail-off', payload: { token: '1.0.abc', scope: 'ALL' } }),
    passes: notAuthStatus,
  },
  {
    route: 'PUT /api/sightings/:id',
    rule: AUTHOR,
    request: async (fx) => {
      const form = sightingForm({ place: '바뀐 장소' });
      return {
        url: `/api/sightings/${await makeSighting(fx)}`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    route: 'POST /api/sightings/:id/close',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/sightings/${await makeSighting(fx)}/close` }),
  },
  {
    route: 'GET /api/sightings/:id/matches',
    rule: AUTHOR_OR_ADMIN,
    request: async (fx) => ({ url: `/api/sightings/${await makeSighting(fx)}/matches` }),
  },
  {
    route: 'GET /api/lost-pet/:id/sightings',
    rule: EVERYONE,
    request: async (fx) => ({
      url: `/api/lost-pet/${(await reportWithSighting(fx)).reportId}/sightings`,
    }),
  },
  {
    route: 'GET /api/mypage/sightings',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/sightings' }),
  },
  {
    route: 'POST /api/lost-pet/:id/sightings/:sightingId/confirm',
    rule: AUTHOR,
    request: async (fx) => {
      const { reportId, sightingId } = await reportWithSighting(fx);
      return { url: `/api/lost-pet/${reportId}/sightings/${sightingId}/confirm` };
    },
  },
  {
    route: 'POST /api/lost-pet/:id/sightings/:sightingId/dismiss',
    rule: AUTHOR,
    request: async (fx) => {
      const { reportId, sightingId } = await reportWithSighting(fx);
      return { url: `/api/lost-pet/${reportId}/sightings/${sightingId}/dismiss` };
    },
  },
  {
    route: 'POST /api/lost-pet/:id/sightings/:sightingId/found',
    rule: AUTHOR,
    request: async (fx) => {
      const { reportId, sightingId } = await reportWithSighting(fx);
      return { url: `/api/lost-pet/${reportId}/sightings/${sightingId}/found` };
    },
  },
  {
    route: 'POST /api/lost-pet/:id/phone',
    rule: MEMBERS,
    request: async (fx) => ({ url: `/api/lost-pet/${await f.makeReport(fx)}/phone` }),
  },
  // Issue 26: closing the loop.
  {
    route: 'POST /api/lost-pet/:id/close',
    rule: AUTHOR,
    request: async (fx) => ({
      url: `/api/lost-pet/${await f.makeReport(fx)}/close`,
      payload: { reason: 'BY_ITSELF' },
    }),
  },
  {
    route: 'GET /api/home/reunions',
    rule: EVERYONE,
    request: async () => ({ url: '/api/home/reunions' }),
  },
  {
    route: 'GET /api/conversations',
    rule: MEMBERS,
    request: async () => ({ url: '/api/conversations' }),
  },
  {
    route: 'POST /api/conversations',
    rule: AUTHOR,
    request: async (fx) => {
      const { reportId, sightingId } = await reportWithSighting(fx);
      return {
        url: '/api/conversations',
        payload: { lostReportId: reportId, sightingId, body: '보셨나요?' },
      };
    },
  },
  {
    route: 'GET /api/conversations/:id',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/conversations/${await conversation(fx)}` }),
  },
  {
    route: 'POST /api/conversations/:id/messages',
    rule: AUTHOR,
    request: async (fx) => ({
      url: `/api/conversations/${await conversation(fx)}/messages`,
      payload: { body: '고맙습니다' },
    }),
  },
  {
    route: 'POST /api/flags',
    rule: EVERYONE,
    request: async (fx) => ({
      url: '/api/flags',
      payload: { targetType: 'SIGHTING', targetId: await makeSighting(fx), reason: 'SPAM' },
    }),
  },
  {
    route: 'GET /api/admin/flags',
    rule: ADMINS,
    request: async () => ({ url: '/api/admin/flags' }),
  },
  {
    route: 'POST /api/admin/moderation',
    rule: ADMINS,
    request: async (fx) => ({
      url: '/api/admin/moderation',
      payload: { targetType: 'SIGHTING', targetId: await makeSighting(fx), action: 'HIDE' },
    }),
  },
];
