import { authHeaders } from '../factories';
import { createDog } from '../dog-factory';
import { makeJpeg, multipart } from '../images';
import type { Fixtures } from './fixtures';
import type { Row } from './permission-table';
import { AUTHOR, MEMBERS, notAuthStatus } from './permission-table';

/* Rows for issue 30: 관심 강아지 and 알림 받을 조건, each member's own. */

const dogUrl = async (fx: Fixtures) => `/api/dogs/${(await createDog(fx.app.db)).id}/saved`;

/** A filter search of `fx.owner`. */
async function ownSearch(fx: Fixtures): Promise<number> {
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/mypage/saved-searches',
    headers: await authHeaders(fx.app, fx.owner),
    payload: { page: 'lookup', filters: { jurisd: '경기도 수원시' } },
  });
  return res.json<{ id: number }>().id;
}

export const savedRows = (): Row[] => [
  {
    route: 'PUT /api/dogs/:id/saved',
    rule: MEMBERS,
    request: async (fx) => ({ url: await dogUrl(fx) }),
  },
  {
    route: 'DELETE /api/dogs/:id/saved',
    rule: MEMBERS,
    request: async (fx) => ({ url: await dogUrl(fx) }),
  },
  {
    route: 'GET /api/mypage/saved-dogs',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/saved-dogs' }),
  },
  {
    route: 'GET /api/mypage/saved-searches',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/saved-searches' }),
  },
  {
    route: 'POST /api/mypage/saved-searches',
    rule: MEMBERS,
    request: async () => ({
      url: '/api/mypage/saved-searches',
      payload: { page: 'adopt', filters: { state: '보호중' } },
    }),
  },
  {
    // A plain test photo may hold no dog (400); only a refusal would be wrong.
    route: 'POST /api/mypage/saved-searches/photo',
    rule: MEMBERS,
    request: async () => ({
      url: '/api/mypage/saved-searches/photo',
      ...multipart(
        { threshold: '0.8' },
        { image: { buffer: await makeJpeg(), filename: 'dog.jpg', contentType: 'image/jpeg' } },
      ),
    }),
    passes: notAuthStatus,
  },
  {
    route: 'PATCH /api/mypage/saved-searches/:id',
    rule: AUTHOR,
    request: async (fx) => ({
      url: `/api/mypage/saved-searches/${await ownSearch(fx)}`,
      payload: { paused: true },
    }),
  },
  {
    route: 'DELETE /api/mypage/saved-searches/:id',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/saved-searches/${await ownSearch(fx)}` }),
  },
];
