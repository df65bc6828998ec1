import { authHeaders } from '../factories';
import { makeJpeg, multipart } from '../images';
import { createPet, issueTag, validPet } from '../pets.helpers';
import type { Fixtures } from './fixtures';
import type { Row } from './permission-table';
import { AUTHOR, EVERYONE, MEMBERS, notAuthStatus } from './permission-table';

/* Rows for issue 40: 우리 아이 profiles are their owner's; a tag's page is anyone's. */

const pet = (fx: Fixtures) => createPet(fx.app, fx.owner);
const tag = async (fx: Fixtures) => issueTag(fx.app, fx.owner, await pet(fx));

async function petForm(count: number) {
  const image = await Promise.all(
    Array.from({ length: count }, async () => ({
      buffer: await makeJpeg(),
      filename: 'dog.jpg',
      contentType: 'image/jpeg',
    })),
  );
  return multipart(validPet, { image });
}

async function shownPhoto(fx: Fixtures) {
  const id = await pet(fx);
  const res = await fx.app.inject({
    url: `/api/mypage/pets/${id}`,
    headers: await authHeaders(fx.app, fx.owner),
  });
  return res.json<{ data: { photos: { thumbnailPath: string }[] } }>().data.photos[0]!
    .thumbnailPath;
}

export const petRows = (): Row[] => [
  {
    route: 'GET /api/mypage/pets',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/pets' }),
  },
  {
    route: 'POST /api/mypage/pets',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/pets', ...(await petForm(3)) }),
  },
  {
    route: 'GET /api/mypage/pets/:id',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}` }),
  },
  {
    route: 'PUT /api/mypage/pets/:id',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}`, ...multipart(validPet) }),
  },
  {
    route: 'DELETE /api/mypage/pets/:id',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}` }),
  },
  {
    route: 'POST /api/mypage/pets/:id/tag',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}/tag` }),
  },
  {
    route: 'DELETE /api/mypage/pets/:id/tag',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}/tag` }),
  },
  {
    route: 'GET /api/mypage/pets/:id/tag.pdf',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}/tag.pdf?size=round25` }),
  },
  {
    route: 'POST /api/mypage/pets/:id/lost-report',
    rule: AUTHOR,
    request: async (fx) => ({
      url: `/api/mypage/pets/${await pet(fx)}/lost-report`,
      payload: {
        dateLost: '2026-11-30',
        region: '경기도',
        district: '수원시',
        phone: '010-2222-3333',
      },
    }),
  },
  {
    route: 'GET /api/mypage/pets/:id/scans',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/mypage/pets/${await pet(fx)}/scans` }),
  },
  {
    route: 'GET /api/pets/images/*',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/pets/images${await shownPhoto(fx)}` }),
  },
  {
    route: 'GET /api/tags/:code',
    rule: EVERYONE,
    request: async (fx) => ({ url: `/api/tags/${await tag(fx)}` }),
  },
  {
    route: 'POST /api/tags/:code/notify',
    rule: EVERYONE,
    request: async (fx) => ({
      url: `/api/tags/${await tag(fx)}/notify`,
      payload: { message: '찾았어요' },
    }),
    passes: notAuthStatus,
  },
  {
    route: 'POST /api/tags/:code/left',
    rule: EVERYONE,
    request: async (fx) => ({
      url: `/api/tags/${await tag(fx)}/left`,
      payload: { place: '행복동물병원' },
    }),
    passes: notAuthStatus,
  },
];
