import { upsertShelters } from '../../src/modules/shelters/shelters.repository';
import { createECDH, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { authHeaders, DEFAULT_PASSWORD, REQUIRED_CONSENTS, unique } from '../factories';
import { makeJpeg, multipart } from '../images';
import { validReport } from '../reports.helpers';
import { notifications, reportMatches } from '../../src/db/schema';
import { createDog } from '../dog-factory';
import type { Actor, Fixtures } from './fixtures';
import * as f from './fixtures';
import { savedRows } from './permission-table-saved';
import { petRows } from './permission-table-pets';
import { smsRows } from './permission-table-sms';
import { lossNoticeRows } from './permission-table-loss-notices';
import { neighbourRows } from './permission-table-neighbours';
import { privacyRows } from './permission-table-privacy';
import { lostVisitorRows } from './permission-table-lost-visitor';
import { sightingRows } from './permission-table-sightings';

/** Who may call a route; everyone else is refused with `refusedWith` (401 visitor, 403 member). */
export type Rule = { name: string; allowed: Actor[]; visitorStatus?: number };
export type Request = Omit<InjectOptions, 'method'>;
export type Row = {
  route: string;
  rule: Rule;
  /** A fresh request for one actor: it creates what it needs, owned by `fx.owner`. */
  request: (fx: Fixtures, actor: Actor) => Promise<Request>;
  /** Statuses that count as "let through" (default: any 2xx or 3xx). */
  passes?: (status: number) => boolean;
};

export const EVERYONE: Rule = { name: 'everyone', allowed: ['visitor', 'owner', 'other', 'admin'] };
export const MEMBERS: Rule = { name: 'members', allowed: ['owner', 'other', 'admin'] };
export const AUTHOR: Rule = { name: 'the author only', allowed: ['owner'] };
export const AUTHOR_OR_ADMIN: Rule = {
  name: 'the author or an admin',
  allowed: ['owner', 'admin'],
};
export const ADMINS: Rule = { name: 'admins', allowed: ['admin'] };
/** A private inquiry: a visitor is refused like a member, 403 (spec §4: "private post"). */
const PRIVATE: Rule = {
  name: 'author or admin (private)',
  allowed: ['owner', 'admin'],
  visitorStatus: 403,
};

const get = (url: string) => async (): Promise<Request> => ({ url });
const json = (url: string, payload: Record<string, unknown>): Request => ({ url, payload });
export const notAuthStatus = (status: number) => status !== 401 && status !== 403 && status < 500;

async function photoForm() {
  return multipart(
    {},
    { image: { buffer: await makeJpeg(), filename: 'dog.jpg', contentType: 'image/jpeg' } },
  );
}

async function resetToken(fx: Fixtures) {
  const user = await f.freshUser(fx);
  await fx.app.inject({
    method: 'POST',
    url: '/auth/password/forgot',
    payload: { email: user.email },
  });
  await fx.app.jobs.idle(); // mail is a job (ADR 101)
  const text = fx.app.sentMails.at(-1)?.text ?? '';
  return decodeURIComponent(/token=([^\s&]+)/.exec(text)?.[1] ?? '');
}

async function refreshCookie(fx: Fixtures) {
  const user = await f.freshUser(fx);
  const res = await fx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid: user.userid, password: user.password },
  });
  const cookie = res.cookies.find((c) => c.name === 'refreshToken');
  return `${cookie?.name}=${cookie?.value}`;
}

/** A browser's push subscription at a default push service (nothing is sent to it). */
function pushDevice() {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/row-${unique()}`,
    keys: {
      p256dh: ecdh.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** A report of `fx.owner` with one candidate dog. */
async function matchedReport(fx: Fixtures) {
  const reportId = await f.makeReport(fx);
  const dogId = (await createDog(fx.app.db)).id;
  await fx.app.db.insert(reportMatches).values({ reportId, dogId, similarity: 0.95, score: 0.95 });
  return { reportId, dogId };
}

/** A notification of the actor's own. */
async function notificationFor(fx: Fixtures, actor: Exclude<Actor, 'visitor'>) {
  const { reportId, dogId } = await matchedReport(fx);
  const [row] = await fx.app.db
    .insert(notifications)
    .values({ userId: fx[actor].id, reportId, dogId, similarity: 0.95 })
    .returning({ id: notifications.id });
  return row!.id;
}

export const PERMISSION_TABLE: Row[] = [
  // Operations and documentation: readable by anyone (the OpenAPI is public; /metrics is
  // closed in production by configuration, test/metrics.test.ts).
  { route: 'GET /metrics', rule: EVERYONE, request: get('/metrics') },
  { route: 'GET /healthz', rule: EVERYONE, request: get('/healthz') },
  { route: 'GET /readyz', rule: EVERYONE, request: get('/readyz') },
  { route: 'GET /docs', rule: EVERYONE, request: get('/docs') },
  { route: 'GET /docs/static/index.html', rule: EVERYONE, request: get('/docs/static/index.html') },
  {
    route: 'GET /docs/static/swagger-initializer.js',
    rule: EVERYONE,
    request: get('/docs/static/swagger-initializer.js'),
  },
  { route: 'GET /docs/static/*', rule: EVERYONE, request: get('/docs/static/swagger-ui.css') },
  { route: 'GET /docs/json', rule: EVERYONE, request: get('/docs/json') },
  { route: 'GET /docs/yaml', rule: EVERYONE, request: get('/docs/yaml') },

  // Accounts: the calls that make a session are open to all.
  {
    route: 'POST /auth/login',
    rule: EVERYONE,
    request: async (fx) => {
      const user = await f.freshUser(fx);
      return json('/auth/login', { userid: user.userid, password: user.password });
    },
  },
  { route: 'POST /auth/logout', rule: EVERYONE, request: async () => ({ url: '/auth/logout' }) },
  {
    route: 'POST /auth/refresh',
    rule: EVERYONE,
    request: async (fx) => ({ url: '/auth/refresh', headers: { cookie: await refreshCookie(fx) } }),
  },
  {
    route: 'GET /auth/check-nickname',
    rule: EVERYONE,
    request: get('/auth/check-nickname?nickname=abc'),
  },
  {
    route: 'GET /auth/check-email',
    rule: EVERYONE,
    request: get('/auth/check-email?email=a@b.kr'),
  },
  {
    route: 'POST /auth/check-id',
    rule: EVERYONE,
    request: async () => json('/auth/check-id', { userid: 'abc' }),
  },
  {
    route: 'POST /auth/signup',
    rule: EVERYONE,
    request: async () => {
      const id = unique();
      return json('/auth/signup', {
        nickname: `가입${id}`,
        userid: `join_${id}`,
        password: DEFAULT_PASSWORD,
        email: `join_${id}@example.com`,
        ...REQUIRED_CONSENTS,
      });
    },
  },
  {
    route: 'POST /auth/password/forgot',
    rule: EVERYONE,
    request: async (fx) => json('/auth/password/forgot', { email: fx.other.email }),
  },
  {
    route: 'POST /auth/password/reset',
    rule: EVERYONE,
    request: async (fx) =>
      json('/auth/password/reset', { token: await resetToken(fx), newPassword: 'Another!pass2' }),
  },

  // My page: any member, always about themselves.
  { route: 'GET /api/mypage/me', rule: MEMBERS, request: get('/api/mypage/me') },
  {
    route: 'PUT /api/mypage/update-nickname',
    rule: MEMBERS,
    request: async () => json('/api/mypage/update-nickname', { nickname: f.freshName() }),
  },
  {
    route: 'PUT /api/mypage/update-password',
    rule: MEMBERS,
    request: async () =>
      json('/api/mypage/update-password', {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: DEFAULT_PASSWORD,
      }),
  },
  {
    // A wrong password (400) is let through and withdraws nobody: the fixtures' members stay.
    route: 'DELETE /api/mypage/account',
    rule: MEMBERS,
    request: async () => json('/api/mypage/account', { password: 'Not!their1' }),
    passes: notAuthStatus,
  },
  { route: 'GET /api/mypage/export', rule: MEMBERS, request: get('/api/mypage/export') },
  { route: 'GET /api/mypage/inquiries', rule: MEMBERS, request: get('/api/mypage/inquiries') },
  { route: 'GET /api/mypage/lost-pets', rule: MEMBERS, request: get('/api/mypage/lost-pets') },

  // Admin page.
  { route: 'GET /api/admin/users/paged', rule: ADMINS, request: get('/api/admin/users/paged') },
  {
    route: 'GET /api/admin/users/:id',
    rule: ADMINS,
    request: async (fx) => ({ url: `/api/admin/users/${fx.owner.id}` }),
  },
  {
    route: 'GET /api/admin/users/:id/inquiries',
    rule: ADMINS,
    request: async (fx) => ({ url: `/api/admin/users/${fx.owner.id}/inquiries` }),
  },
  {
    route: 'GET /api/admin/users/:id/lost-reports',
    rule: ADMINS,
    request: async (fx) => ({ url: `/api/admin/users/${fx.owner.id}/lost-reports` }),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    rule: ADMINS,
    request: async (fx) => ({ url: `/api/admin/users/${(await f.freshUser(fx)).id}` }),
  },

  // Notices: everyone reads, admins write.
  { route: 'GET /api/notices/paged', rule: EVERYONE, request: get('/api/notices/paged') },
  {
    route: 'GET /api/notices/:id',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/notices/${await f.makeNotice(fx)}` }),
  },
  {
    route: 'GET /api/notices/:id/files/:fileId',
    rule: EVERYONE,
    request: async (fx) => {
      const { id, fileId } = await f.makeNoticeWithFile(fx);
      return { url: `/api/notices/${id}/files/${fileId}` };
    },
  },
  {
    route: 'POST /api/notices',
    rule: ADMINS,
    request: async () => json('/api/notices', { title: '새 공지', content: '내용' }),
  },
  {
    route: 'PUT /api/notices/:id',
    rule: ADMINS,
    request: async (fx) =>
      json(`/api/notices/${await f.makeNotice(fx)}`, { title: '고친 공지', content: '내용' }),
  },
  {
    route: 'DELETE /api/notices/:id',
    rule: ADMINS,
    request: async (fx) => ({ url: `/api/notices/${await f.makeNotice(fx)}` }),
  },

  // Inquiries: members write, authors edit, authors and admins delete, admins reply.
  { route: 'GET /api/inquiries/paged', rule: EVERYONE, request: get('/api/inquiries/paged') },
  {
    route: 'GET /api/inquiries/:id',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/inquiries/${await f.makeInquiry(fx, true)}` }),
  },
  {
    route: 'GET /api/inquiries/:id',
    rule: PRIVATE,
    request: async (fx) => ({ url: `/api/inquiries/${await f.makeInquiry(fx, false)}` }),
  },
  {
    route: 'POST /api/inquiries',
    rule: MEMBERS,
    request: async () => json('/api/inquiries', { title: '문의', content: '내용', isPublic: true }),
  },
  {
    route: 'PUT /api/inquiries/:id',
    rule: AUTHOR,
    request: async (fx) =>
      json(`/api/inquiries/${await f.makeInquiry(fx, true)}`, {
        title: '고침',
        content: '내용',
        isPublic: true,
      }),
  },
  {
    route: 'DELETE /api/inquiries/:id',
    rule: AUTHOR_OR_ADMIN,
    request: async (fx) => ({ url: `/api/inquiries/${await f.makeInquiry(fx, true)}` }),
  },
  {
    route: 'GET /api/inquiries/:id/replies',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/inquiries/${await f.makeInquiry(fx, true)}/replies` }),
  },
  {
    route: 'GET /api/inquiries/:id/replies',
    rule: PRIVATE,
    request: async (fx) => ({ url: `/api/inquiries/${await f.makeInquiry(fx, false)}/replies` }),
  },
  {
    route: 'POST /api/inquiries/:id/replies',
    rule: ADMINS,
    request: async (fx) =>
      json(`/api/inquiries/${await f.makeInquiry(fx, false)}/replies`, { content: '답변' }),
  },
  {
    route: 'PATCH /api/inquiries/:id/replies/:replyId',
    rule: ADMINS,
    request: async (fx) => {
      const id = await f.makeInquiry(fx, true);
      return json(`/api/inquiries/${id}/replies/${await f.makeReply(fx, id)}`, {
        content: '고친 답변',
      });
    },
  },
  {
    route: 'DELETE /api/inquiries/:id/replies/:replyId',
    rule: ADMINS,
    request: async (fx) => {
      const id = await f.makeInquiry(fx, true);
      return { url: `/api/inquiries/${id}/replies/${await f.makeReply(fx, id)}` };
    },
  },

  // Lost-pet reports: public reads, members write, authors edit, authors and admins delete.
  { route: 'GET /api/lost-pet/paged', rule: EVERYONE, request: get('/api/lost-pet/paged') },
  {
    route: 'GET /api/lost-pet/:id',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/lost-pet/${await f.makeReport(fx)}` }),
  },
  {
    route: 'GET /api/lost-pet/images/*',
    rule: EVERYONE,
    request: async (fx) => ({ url: await f.reportImagePath(fx) }),
  },
  {
    route: 'GET /api/lost-pet/:id/flyer.pdf',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/lost-pet/${await f.makeReport(fx)}/flyer.pdf` }),
  },
  {
    route: 'POST /api/lost-pet',
    rule: MEMBERS,
    request: async () => {
      const form = multipart(validReport);
      return { url: '/api/lost-pet', payload: form.payload, headers: form.headers };
    },
  },
  {
    route: 'PUT /api/lost-pet/:id',
    rule: AUTHOR,
    request: async (fx) => {
      const form = multipart({ ...validReport, dogName: '바둑이' });
      return {
        url: `/api/lost-pet/${await f.makeReport(fx)}`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    route: 'DELETE /api/lost-pet/:id',
    rule: AUTHOR_OR_ADMIN,
    request: async (fx) => ({ url: `/api/lost-pet/${await f.makeReport(fx)}` }),
  },

  // Look-alike dogs of a report (ADR 100): the author sees and answers; an admin may look.
  {
    route: 'GET /api/lost-pet/:id/matches',
    rule: AUTHOR_OR_ADMIN,
    request: async (fx) => ({ url: `/api/lost-pet/${await f.makeReport(fx)}/matches` }),
  },
  {
    route: 'POST /api/lost-pet/:id/matches/:dogId/dismiss',
    rule: AUTHOR,
    request: async (fx) => {
      const { reportId, dogId } = await matchedReport(fx);
      return { url: `/api/lost-pet/${reportId}/matches/${dogId}/dismiss` };
    },
  },
  {
    route: 'POST /api/lost-pet/:id/matches/:dogId/found',
    rule: AUTHOR,
    request: async (fx) => {
      const { reportId, dogId } = await matchedReport(fx);
      return { url: `/api/lost-pet/${reportId}/matches/${dogId}/found` };
    },
  },

  // Each member's own alerts and alert setting.
  { route: 'GET /api/notifications', rule: MEMBERS, request: get('/api/notifications') },
  {
    route: 'GET /api/notifications/unread-count',
    rule: MEMBERS,
    request: get('/api/notifications/unread-count'),
  },
  {
    route: 'POST /api/notifications/:id/read',
    rule: MEMBERS,
    request: async (fx, actor) => ({
      url: `/api/notifications/${await notificationFor(fx, actor === 'visitor' ? 'owner' : actor)}/read`,
    }),
  },
  {
    route: 'POST /api/notifications/read-all',
    rule: MEMBERS,
    request: async () => ({ url: '/api/notifications/read-all' }),
  },
  { route: 'GET /api/mypage/alerts', rule: MEMBERS, request: get('/api/mypage/alerts') },
  // Push devices (issue 26): a visitor without a private link is refused like any visitor.
  { route: 'GET /api/push/public-key', rule: EVERYONE, request: get('/api/push/public-key') },
  {
    route: 'POST /api/push/subscriptions',
    rule: MEMBERS,
    request: async () => json('/api/push/subscriptions', pushDevice()),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    rule: AUTHOR,
    request: async (fx) => {
      const device = pushDevice();
      const res = await fx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: device,
        headers: await authHeaders(fx.app, fx.owner),
      });
      if (res.statusCode !== 200) throw new Error(`push fixture: ${res.body}`);
      return json('/api/push/subscriptions', { endpoint: device.endpoint });
    },
  },
  {
    route: 'PUT /api/mypage/alerts',
    rule: MEMBERS,
    request: async () => json('/api/mypage/alerts', { emailAlerts: false }),
  },

  // Stray dogs, shelters and photo search: public.
  { route: 'GET /api/dog-details/paged', rule: EVERYONE, request: get('/api/dog-details/paged') },
  { route: 'GET /api/dog-details/breeds', rule: EVERYONE, request: get('/api/dog-details/breeds') },
  {
    route: 'GET /api/dog-details/regions',
    rule: EVERYONE,
    request: get('/api/dog-details/regions'),
  },
  {
    route: 'GET /api/dog-details/:id',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/dog-details/${(await createDog(fx.app.db)).id}` }),
  },
  {
    route: 'GET /api/dog-details/images/*',
    rule: EVERYONE,
    request: async (fx) => {
      await fx.app.storage.put('dogs/2026/11/sample.jpg', await makeJpeg(), 'image/jpeg');
      return { url: '/api/dog-details/images/dogs/2026/11/sample.jpg' };
    },
  },
  { route: 'GET /api/shelters', rule: EVERYONE, request: get('/api/shelters') },
  { route: 'GET /api/map', rule: EVERYONE, request: get('/api/map?kinds=lost,found&zoom=8') },
  {
    route: 'GET /api/map/list',
    rule: EVERYONE,
    request: get('/api/map/list?kinds=lost,seen,shelter&size=5'),
  },
  {
    route: 'GET /api/shelters/:careRegNo',
    rule: EVERYONE,
    request: async (fx) => {
      await upsertShelters(fx.app.db, [
        { careRegNo: 'PERM-SHELTER', careNm: '권한 보호소', careAddr: '경기도 수원시 1' },
      ]);
      return { url: '/api/shelters/PERM-SHELTER' };
    },
  },
  {
    route: 'POST /api/search/image',
    rule: EVERYONE,
    request: async () => ({ url: '/api/search/image', ...(await photoForm()) }),
  },
  {
    // With no adult dog stored the prediction may answer 404; only a refusal would be wrong.
    route: 'POST /api/search/generated',
    rule: EVERYONE,
    request: async () => ({ url: '/api/search/generated', ...(await photoForm()) }),
    passes: notAuthStatus,
  },
  { route: 'GET /api/search/status', rule: EVERYONE, request: get('/api/search/status') },
  {
    route: 'GET /api/admin/photo-search',
    rule: ADMINS,
    request: get('/api/admin/photo-search'),
  },

  // Public-data imports (ADR 033): the admin's tab and "run now".
  { route: 'GET /api/admin/dog-imports', rule: ADMINS, request: get('/api/admin/dog-imports') },
  {
    // The suite's server has no key: the admin is let through to a 409, never refused.
    route: 'POST /api/admin/dog-imports/:source/run',
    rule: ADMINS,
    request: async () => ({ url: '/api/admin/dog-imports/national/run' }),
    passes: notAuthStatus,
  },

  // Background jobs that failed every try (ADR 101).
  { route: 'GET /api/admin/failed-jobs', rule: ADMINS, request: get('/api/admin/failed-jobs') },

  // Found and seen reports, messages, phone numbers and moderation (issue 25).
  ...sightingRows(),
  ...lostVisitorRows(),
  ...savedRows(),
  ...privacyRows(),
  ...petRows(),
  ...smsRows(),
  ...lossNoticeRows(),
  ...neighbourRows(),
];
