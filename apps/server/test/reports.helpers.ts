import type { TestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { authHeaders } from './factories';

export const validReport = {
  dateLost: '2026-10-03',
  region: '경기도',
  district: '수원시',
  species: '말티즈',
  gender: '암컷',
  content: '흰색 털, 빨간 목줄을 하고 있어요.',
  phone: '010-1234-5678',
  dogName: '초코',
};

type File = { buffer: Buffer; filename: string; contentType?: string };

/** POST /api/lost-pet as the user, with the given fields over the valid ones. */
export async function postReport(
  app: TestApp,
  user: { id: number },
  fields: Record<string, string> = {},
  image: File | null | undefined = undefined,
) {
  const file = image === undefined ? { buffer: await makeJpeg(), filename: 'dog.jpg' } : image;
  const body = multipart({ ...validReport, ...fields }, file ? { image: file } : {});
  return app.inject({
    method: 'POST',
    url: '/api/lost-pet',
    payload: body.payload,
    headers: { ...body.headers, ...(await authHeaders(app, user)) },
  });
}

/** Creates a report and returns its id (the test fails loudly when creation fails). */
export async function createReport(
  app: TestApp,
  user: { id: number },
  fields: Record<string, string> = {},
  image: File | null = null,
): Promise<number> {
  const res = await postReport(app, user, fields, image);
  if (res.statusCode !== 201) throw new Error(`report not created: ${res.body}`);
  return res.json().id;
}

export async function putReport(
  app: TestApp,
  user: { id: number } | null,
  id: number,
  fields: Record<string, string> = {},
  image?: File,
) {
  const body = multipart({ ...validReport, ...fields }, image ? { image } : {});
  return app.inject({
    method: 'PUT',
    url: `/api/lost-pet/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? await authHeaders(app, user) : {}) },
  });
}

export async function getDetail(app: TestApp, id: number) {
  return app.inject({ method: 'GET', url: `/api/lost-pet/${id}` });
}

/** The stored key behind an imagePath from the API. */
export const keyOf = (imagePath: string) => imagePath.replace(/^\//, '');

type Part = [name: string, value: string | File];

/** A multipart body whose parts go in the given order, repeated names included. */
export function formBody(parts: Part[]) {
  const boundary = `----chajul${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap(([name, value]) =>
    typeof value === 'string'
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'image/jpeg'}\r\n\r\n`,
          ),
          value.buffer,
          Buffer.from('\r\n'),
        ],
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries({ ...validReport, ...fields });

/** POST /api/lost-pet with the valid fields and these photos as `image` parts, in order. */
export async function postPhotos(
  app: TestApp,
  user: { id: number },
  photos: File[],
  fields: Record<string, string> = {},
) {
  const body = formBody([...fieldParts(fields), ...photos.map((p): Part => ['image', p])]);
  return app.inject({
    method: 'POST',
    url: '/api/lost-pet',
    payload: body.payload,
    headers: { ...body.headers, ...(await authHeaders(app, user)) },
  });
}

/** PUT /api/lost-pet/{id}: keepPhotos (each value a part; undefined sends none), then photos. */
export async function putPhotos(
  app: TestApp,
  user: { id: number },
  id: number,
  change: { keepPhotos?: string[]; photos?: File[]; fields?: Record<string, string> },
) {
  const body = formBody([
    ...fieldParts(change.fields ?? {}),
    ...(change.keepPhotos ?? []).map((path): Part => ['keepPhotos', path]),
    ...(change.photos ?? []).map((p): Part => ['image', p]),
  ]);
  return app.inject({
    method: 'PUT',
    url: `/api/lost-pet/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...(await authHeaders(app, user)) },
  });
}
