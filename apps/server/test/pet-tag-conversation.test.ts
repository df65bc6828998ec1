import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { findersOf } from '../src/modules/reports/finders-thanks.repository';
import { todayInKorea } from '@chajul/contracts';
import { PHONE_NUMBER, createPet, issueTag } from './pets.helpers';

const app = await buildTestApp();
const owner = await createUser(app, { email: 'bori-home@example.com' });

async function tellFamily(code: string, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/tags/${code}/notify`,
    payload: { message, lat: 37.566535, lng: 126.977969 },
  });
  expect(res.statusCode).toBe(200);
  const link = new URL(res.json().link as string, 'http://x');
  return {
    token: link.searchParams.get('token')!,
    id: Number(link.searchParams.get('conversation')),
  };
}

const asFinder = (token: string) => ({ [FINDER_TOKEN_HEADER]: token });

describe('가족에게 알리기 opens a conversation with no lost report (issue 40, ADR 254)', () => {
  it('the finder reads and answers by the private link, the owner in /messages, neither seeing the other’s phone or e-mail', async () => {
    const code = await issueTag(app, owner, await createPet(app, owner));
    const { token, id } = await tellFamily(code, '공원 앞에서 데리고 있어요');

    const mine = await app.inject({
      url: '/api/conversations',
      headers: await authHeaders(app, owner),
    });
    expect(mine.json().content).toEqual([
      expect.objectContaining({
        id,
        role: 'OWNER',
        lostReport: null,
        familyLeft: false,
        unread: 1,
        lastMessage: expect.objectContaining({ body: '공원 앞에서 데리고 있어요', fromMe: false }),
      }),
    ]);
    const reply = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { body: '고맙습니다! 바로 갈게요' },
      headers: await authHeaders(app, owner),
    });
    expect(reply.statusCode).toBe(201);

    const read = await app.inject({ url: `/api/conversations/${id}`, headers: asFinder(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data ?? read.json()).toMatchObject({
      role: 'FINDER',
      messages: [
        { body: '공원 앞에서 데리고 있어요', fromMe: true },
        { body: '고맙습니다! 바로 갈게요', fromMe: false },
      ],
    });
    expect(read.body).not.toContain('bori-home@example.com');
    expect(read.body).not.toMatch(PHONE_NUMBER);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { body: '정문에서 기다릴게요' },
      headers: asFinder(token),
    });
    expect(answer.statusCode).toBe(201);
    const ownerView = await app.inject({
      url: `/api/conversations/${id}`,
      headers: await authHeaders(app, owner),
    });
    expect(ownerView.body).toContain('정문에서 기다릴게요');
    expect(ownerView.body).not.toContain('37.566535');
  });

  it('sends the owner’s push and e-mail to the conversation, and keeps the finder’s note off every public list', async () => {
    const code = await issueTag(app, owner, await createPet(app, owner));
    const { token, id } = await tellFamily(code, '편의점 앞이에요');
    await app.jobs.idle();
    const mail = app.sentMails.find((m) => m.to === owner.email && m.text.includes('편의점 앞'));
    expect(mail?.text).toContain(`/messages?id=${id}`);
    const sightingId = Number(token.split('.')[0]);
    expect((await app.inject({ url: `/api/sightings/${sightingId}` })).statusCode).toBe(404);
    const mine = await app.inject({
      url: `/api/sightings/${sightingId}`,
      headers: asFinder(token),
    });
    expect(mine.statusCode).toBe(200);
    const list = await app.inject({ url: '/api/sightings/paged' });
    expect(list.body).not.toContain('QR 인식표');
    const stranger = await createUser(app);
    const theirs = await app.inject({
      url: `/api/conversations/${id}`,
      headers: await authHeaders(app, stranger),
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('when the family marks the dog found, the tag’s page is normal again and its tag finder is among those thanked', async () => {
    const petId = await createPet(app, owner);
    const code = await issueTag(app, owner, petId);
    const lost = await app.inject({
      method: 'POST',
      url: `/api/mypage/pets/${petId}/lost-report`,
      payload: {
        dateLost: todayInKorea(),
        region: '경기도',
        district: '수원시',
        phone: '010-2222-3333',
      },
      headers: await authHeaders(app, owner),
    });
    expect(lost.statusCode).toBe(201);
    const reportId = lost.json().id as number;
    const { token } = await tellFamily(code, '제가 데리고 있어요');
    const tagFinder = Number(token.split('.')[0]);
    expect((await app.inject({ url: `/api/tags/${code}` })).json()).toMatchObject({ lost: true });

    const closed = await app.inject({
      method: 'POST',
      url: `/api/lost-pet/${reportId}/close`,
      payload: { reason: 'SITE_FINDER' },
      headers: await authHeaders(app, owner),
    });
    expect(closed.statusCode).toBe(200);
    await app.jobs.idle();
    expect((await app.inject({ url: `/api/tags/${code}` })).json()).toMatchObject({
      lost: false,
      lostReportId: null,
    });
    const finders = await findersOf(app.db, reportId, owner.id);
    expect(finders.map((f) => f.id)).toContain(tagFinder);
  });
});
