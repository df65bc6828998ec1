import AdmZip from 'adm-zip';
import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, sightings } from '../src/db/schema';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { asOwner, createPet, issueTag } from './pets.helpers';

// Several finders write from the one test address.
const app = await buildTestApp({}, { tagLimits: { noticesPerAddress: 100 } });

/** 가족에게 알리기 from the tag's page; the finder's TAG sighting and conversation. */
async function tellFamily(code: string, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/tags/${code}/notify`,
    payload: { message },
  });
  expect(res.statusCode).toBe(200);
  const link = new URL(res.json().link as string, 'http://x');
  const token = link.searchParams.get('token')!;
  return {
    token,
    sightingId: Number(token.split('.')[0]),
    conversationId: Number(link.searchParams.get('conversation')),
  };
}

/** A member's dog with a tag, and a finder who wrote and was answered. */
async function talkedTag() {
  const owner = await createUser(app);
  const petId = await createPet(app, owner);
  const finder = await tellFamily(await issueTag(app, owner, petId), '놀이터에서 데리고 있어요');
  const reply = await app.inject({
    method: 'POST',
    url: `/api/conversations/${finder.conversationId}/messages`,
    payload: { body: '고마워요, 금방 갈게요' },
    headers: await authHeaders(app, owner),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return { owner, petId, finder };
}

const sightingRows = (id: number) => app.db.select().from(sightings).where(eq(sightings.id, id));

async function finderLinkWorks(finder: { token: string; sightingId: number }) {
  const res = await app.inject({
    url: `/api/sightings/${finder.sightingId}`,
    headers: { [FINDER_TOKEN_HEADER]: finder.token },
  });
  return res.statusCode === 200;
}

describe('a tag finder’s conversation in the owner’s privacy rights (issue 40, ADR 254, 257)', () => {
  it('the owner’s data download holds the tag conversation with both sides’ messages', async () => {
    const { owner, petId, finder } = await talkedTag();
    const res = await app.inject({
      url: '/api/mypage/export',
      headers: await authHeaders(app, owner),
    });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(new AdmZip(res.rawPayload).readAsText('data.json'));
    expect(data.messages).toEqual([
      expect.objectContaining({
        id: finder.conversationId,
        petProfileId: petId,
        lostReportId: null,
        messages: [
          expect.objectContaining({ fromOwner: false, body: '놀이터에서 데리고 있어요' }),
          expect.objectContaining({ fromOwner: true, body: '고마워요, 금방 갈게요' }),
        ],
      }),
    ]);
  });

  it('deleting the profile deletes its tag finders’ emptied TAG sightings, and no one else’s', async () => {
    const { owner, petId, finder } = await talkedTag();
    const other = await talkedTag();
    expect(await finderLinkWorks(finder)).toBe(true);
    const res = await asOwner(app, owner, 'DELETE', `/api/mypage/pets/${petId}`);
    expect(res.statusCode).toBe(200);
    expect(await sightingRows(finder.sightingId)).toEqual([]);
    expect(
      await app.db.select().from(conversations).where(eq(conversations.id, finder.conversationId)),
    ).toEqual([]);
    expect(await finderLinkWorks(finder)).toBe(false);
    expect(await sightingRows(other.finder.sightingId)).toHaveLength(1);
    expect(await finderLinkWorks(other.finder)).toBe(true);
  });

  it('the owner’s withdrawal deletes the TAG sightings of every one of their dogs’ finders', async () => {
    const { owner, finder } = await talkedTag();
    const second = await tellFamily(
      await issueTag(app, owner, await createPet(app, owner, { name: '콩이' })),
      '편의점 앞이에요',
    );
    const other = await talkedTag();
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers: await authHeaders(app, owner),
      payload: { password: owner.password },
    });
    expect(res.statusCode).toBe(200);
    await app.jobs.idle();
    expect(await sightingRows(finder.sightingId)).toEqual([]);
    expect(await sightingRows(second.sightingId)).toEqual([]);
    expect(await sightingRows(other.finder.sightingId)).toHaveLength(1);
  });
});
