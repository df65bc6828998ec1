import type { RouteOptions } from 'fastify';
import { loadConfig } from '../../src/config';
import { authHeaders, createAdmin, createUser, unique } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { makeJpeg, multipart } from '../images';
import { createReport } from '../reports.helpers';

export type Actor = 'visitor' | 'owner' | 'other' | 'admin';
export const ACTORS: Actor[] = ['visitor', 'other', 'owner', 'admin'];
type Member = Awaited<ReturnType<typeof createUser>>;

export type Fixtures = {
  app: TestApp;
  owner: Member;
  other: Member;
  admin: Member;
  /** Every route the app registered, as `METHOD /url` (HEAD copies of GET left out). */
  routes: string[];
  /** The query parameters each GET route declares in its schema. */
  queryParams: Map<string, string[]>;
};

/**
 * An app for the security suite: the quick colour embedder (photo search works without
 * model files), limits high enough that only the flood tests ever meet them.
 */
export async function securityApp(): Promise<Fixtures> {
  const routes: string[] = [];
  const queryParams = new Map<string, string[]>();
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    const shape = (route.schema?.querystring as { shape?: object } | undefined)?.shape;
    if (shape && methods.includes('GET')) queryParams.set(route.url, Object.keys(shape));
  };
  const defaults = loadConfig({});
  const app = await buildTestApp(
    {
      rateLimitPerMinute: 100_000,
      flyers: { ...defaults.flyers, limitPerMinute: 100_000 },
      search: {
        ...defaults.search,
        embedder: 'colour',
        limitPerMinute: 100_000,
        reindexIntervalSeconds: 0,
      },
    },
    { onRoute },
  );
  const [owner, other, admin] = [
    await createUser(app),
    await createUser(app),
    await createAdmin(app),
  ];
  return { app, owner, other, admin, routes: [...new Set(routes)].sort(), queryParams };
}

export async function headersFor(fx: Fixtures, actor: Actor): Promise<Record<string, string>> {
  return actor === 'visitor' ? {} : authHeaders(fx.app, fx[actor]);
}

async function post(fx: Fixtures, url: string, payload: unknown, as: { id: number }) {
  const res = await fx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: await authHeaders(fx.app, as),
  });
  if (res.statusCode !== 201) throw new Error(`fixture ${url} failed: ${res.body}`);
  return res.json() as { id: number };
}

export const makeInquiry = async (fx: Fixtures, isPublic: boolean) =>
  (await post(fx, '/api/inquiries', { title: '문의', content: '내용', isPublic }, fx.owner)).id;

export const makeReply = async (fx: Fixtures, inquiryId: number) =>
  (await post(fx, `/api/inquiries/${inquiryId}/replies`, { content: '답변' }, fx.admin)).id;

export const makeNotice = async (fx: Fixtures) =>
  (await post(fx, '/api/notices', { title: '공지', content: '내용' }, fx.admin)).id;

/** A notice with one image: its id and the file's id. */
export async function makeNoticeWithFile(fx: Fixtures) {
  const form = multipart(
    { title: '공지', content: '사진' },
    { files: { buffer: await makeJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' } },
  );
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/notices',
    payload: form.payload,
    headers: { ...form.headers, ...(await authHeaders(fx.app, fx.admin)) },
  });
  const notice = res.json() as { id: number; files: { id: number }[] };
  if (res.statusCode !== 201 || !notice.files[0]) throw new Error(`notice: ${res.body}`);
  return { id: notice.id, fileId: notice.files[0].id };
}

export const makeReport = (fx: Fixtures, withImage = false) =>
  withImage
    ? makeJpeg().then((buffer) =>
        createReport(fx.app, fx.owner, {}, { buffer, filename: 'dog.jpg' }),
      )
    : createReport(fx.app, fx.owner);

export async function reportImagePath(fx: Fixtures): Promise<string> {
  const id = await makeReport(fx, true);
  const res = await fx.app.inject({ url: `/api/lost-pet/${id}` });
  return `/api/lost-pet/images${(res.json() as { data: { imagePath: string } }).data.imagePath}`;
}

export const freshUser = (fx: Fixtures) => createUser(fx.app);
export const freshName = () => `닉${unique()}`;
