import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { petPhotoEmbeddings } from '../src/db/schema';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { multipart } from './images';
import { asOwner, createPet, petPhotos, postPet, validPet } from './pets.helpers';

const app = await buildTestApp();
const owner = await createUser(app);
const other = await createUser(app);

describe('우리 아이 profiles (issue 40 item 1, ADR 251)', () => {
  it('keeps a profile with three photos in order, every field, and photo and name shown by default', async () => {
    const res = await postPet(app, owner);
    expect(res.statusCode).toBe(201);
    const profile = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${res.json().id}`)).json()
      .data;
    expect(profile).toMatchObject({
      name: '보리',
      breed: '진돗개',
      size: '중형',
      gender: '수컷',
      birthYear: 2021,
      neutered: true,
      microchip: '410123456789012',
      temperament: validPet.temperament,
      vet: '행복동물병원',
      shown: ['PHOTO', 'NAME'],
      tag: null,
    });
    expect(profile.photos).toHaveLength(3);
    for (const photo of profile.photos) {
      expect(photo.imagePath).toMatch(/^\/pets\//);
      expect(photo.notADog).toBe(false);
    }
  });

  it('embeds each photo once and keeps the vectors', async () => {
    const id = await createPet(app, owner);
    const rows = () =>
      app.db.select().from(petPhotoEmbeddings).where(eq(petPhotoEmbeddings.profileId, id));
    const first = await rows();
    expect(first).toHaveLength(3);
    // Saving the fields again embeds nothing anew.
    const form = multipart({ ...validPet, name: '보리2' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/mypage/pets/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...(await authHeaders(app, owner)) },
    });
    expect(res.statusCode).toBe(200);
    const again = await rows();
    expect(again.map((r) => r.createdAt.getTime()).sort()).toEqual(
      first.map((r) => r.createdAt.getTime()).sort(),
    );
  });

  it('refuses fewer than three or more than ten photos', async () => {
    const two = await postPet(app, owner, {}, 2);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('사진은 3장부터 10장까지 올릴 수 있어요.');
    const eleven = await postPet(app, owner, {}, 11);
    expect(eleven.statusCode).toBe(400);
    expect((await postPet(app, owner, {}, 10)).statusCode).toBe(201);
  });

  it('keeps the owner’s choice of what a finder sees', async () => {
    const id = await createPet(app, owner, { shown: 'PHOTO,BREED,TEMPERAMENT' });
    const profile = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}`)).json().data;
    expect(profile.shown).toEqual(['PHOTO', 'BREED', 'TEMPERAMENT']);
  });

  it('is the owner’s alone: another member gets 403, a visitor 401', async () => {
    const id = await createPet(app, owner);
    for (const [method, url] of [
      ['GET', `/api/mypage/pets/${id}`],
      ['DELETE', `/api/mypage/pets/${id}`],
      ['POST', `/api/mypage/pets/${id}/tag`],
      ['GET', `/api/mypage/pets/${id}/scans`],
    ] as const) {
      expect((await asOwner(app, other, method, url)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: `/api/mypage/pets/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/mypage/pets' })).statusCode).toBe(401);
    const theirs = (await asOwner(app, other, 'GET', '/api/mypage/pets')).json().data;
    expect(theirs).toEqual([]);
  });

  it('serves a photo to anyone while photos are shown, else only to the owner', async () => {
    const shownId = await createPet(app, owner);
    const hiddenId = await createPet(app, owner, { shown: 'NAME' });
    const pathOf = async (id: number) =>
      (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}`)).json().data.photos[0]
        .thumbnailPath as string;
    const shown = await pathOf(shownId);
    const hidden = await pathOf(hiddenId);
    expect((await app.inject({ url: `/api/pets/images${shown}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/pets/images${hidden}` })).statusCode).toBe(404);
    const own = await app.inject({
      url: `/api/pets/images${hidden}`,
      headers: await authHeaders(app, owner),
    });
    expect(own.statusCode).toBe(200);
  });

  it('replaces photos by keepPhotos and new ones, and deletes a profile with its photos', async () => {
    const id = await createPet(app, owner);
    const before = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}`)).json().data.photos;
    const [added] = await petPhotos(1);
    const form = multipart(
      { ...validPet, keepPhotos: before[2].imagePath },
      { image: [added!, added!] },
    );
    const res = await app.inject({
      method: 'PUT',
      url: `/api/mypage/pets/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...(await authHeaders(app, owner)) },
    });
    expect(res.statusCode).toBe(200);
    const after = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}`)).json().data.photos;
    expect(after).toHaveLength(3);
    expect(after[0].imagePath).toBe(before[2].imagePath);
    expect((await app.inject({ url: `/api/pets/images${before[0].imagePath}` })).statusCode).toBe(
      404,
    );
    expect((await asOwner(app, owner, 'DELETE', `/api/mypage/pets/${id}`)).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/pets/images${after[0].imagePath}` })).statusCode).toBe(
      404,
    );
  });
});
