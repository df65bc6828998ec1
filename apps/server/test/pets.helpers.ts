import type { TestApp } from './helper';
import { authHeaders } from './factories';
import { makeJpeg, multipart } from './images';

export const validPet = {
  name: '보리',
  breed: '진돗개',
  colour: '황색',
  size: '중형',
  gender: '수컷',
  birthYear: '2021',
  neutered: 'true',
  microchip: '410123456789012',
  marks: '왼쪽 귀가 접혀 있어요',
  temperament: '겁이 많아요, 부르면 도망가요',
  medical: '심장사상충 약 복용 중',
  vet: '행복동물병원',
  phone: '010-9876-5432',
};

/** `count` photos told apart by colour. */
export const petPhotos = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, n) => ({
      buffer: await makeJpeg({ color: `#${(0x203040 + n * 0x151515).toString(16)}` }),
      filename: `pet${n}.jpg`,
      contentType: 'image/jpeg',
    })),
  );

export async function postPet(
  app: TestApp,
  user: { id: number },
  fields: Record<string, string> = {},
  photoCount = 3,
) {
  const form = multipart({ ...validPet, ...fields }, { image: await petPhotos(photoCount) });
  return app.inject({
    method: 'POST',
    url: '/api/mypage/pets',
    payload: form.payload,
    headers: { ...form.headers, ...(await authHeaders(app, user)) },
  });
}

export async function createPet(
  app: TestApp,
  user: { id: number },
  fields: Record<string, string> = {},
) {
  const res = await postPet(app, user, fields);
  if (res.statusCode !== 201) throw new Error(`pet not created: ${res.body}`);
  return res.json().id as number;
}

export async function asOwner(
  app: TestApp,
  user: { id: number },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
) {
  return app.inject({ method, url, headers: await authHeaders(app, user) });
}

/** Issues a tag for the profile and answers its code. */
export async function issueTag(app: TestApp, user: { id: number }, id: number) {
  const res = await asOwner(app, user, 'POST', `/api/mypage/pets/${id}/tag`);
  if (res.statusCode !== 200) throw new Error(`tag not issued: ${res.body}`);
  const profile = (await asOwner(app, user, 'GET', `/api/mypage/pets/${id}`)).json().data;
  return profile.tag.code as string;
}

/**
 * A 010 phone number written as people write it (010-9876-5432, 01098765432), and not a run
 * of a photo's random file name (…-0107778118de.jpg), which once failed a privacy test.
 */
export const PHONE_NUMBER = /(?<![\da-f])010-?\d{3,4}-?\d{4}(?![\da-f])/i;
