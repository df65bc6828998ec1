import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import { describe, expect, it, vi } from 'vitest';
import { withObjectParticle } from '../src/modules/pets/tag-words';
import { authHeaders, createUser } from './factories';
import { createPet, issueTag } from './pets.helpers';
import { appWithPushService, subscribedDevice } from './push.helpers';

const { app, service } = await appWithPushService();

async function send(code: string, kind: 'notify' | 'left', payload: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: `/api/tags/${code}/${kind}`, payload });
  expect(res.statusCode).toBe(200);
  return res.json() as { link?: string };
}

/** The owner's mail holding `words`: sent by a job, which pg-boss may run after idle(). */
const mailWith = (to: string, words: string) =>
  vi.waitFor(
    () => {
      const mail = app.sentMails.find((m) => m.to === to && m.text.includes(words));
      if (!mail) throw new Error(`no mail to ${to} with ${words} yet`);
      return mail;
    },
    { timeout: 10_000 },
  );

const deliveries = async (device: Parameters<typeof service.deliveriesTo>[0]) => {
  await app.jobs.idle();
  return service.deliveriesTo(device).map((d) => d.payload as Record<string, string>);
};

describe('the words of a QR 인식표 notice (issue 40, ADR 252, 257)', () => {
  it('puts 을 after a final consonant, 를 after a vowel, and both after a name not in Hangul', () => {
    expect(withObjectParticle('콩')).toBe('콩을');
    expect(withObjectParticle('보리')).toBe('보리를');
    expect(withObjectParticle('Max')).toBe('Max을(를)');
  });

  it('the owner’s push says what happened without the finder’s words; the mail quotes them, and the mail and the bell open the conversation', async () => {
    const owner = await createUser(app);
    const device = await subscribedDevice(app, service, owner);
    const code = await issueTag(app, owner, await createPet(app, owner, { name: '콩' }));
    await send(code, 'notify', { message: '010-1234-5678로 연락주세요, 공원 앞이에요' });
    const [push] = await deliveries(device);
    expect(push).toMatchObject({ title: '[긴급] 콩을 찾은 분이 연락했어요' });
    expect(JSON.stringify(push)).not.toContain('공원 앞');
    expect(JSON.stringify(push)).not.toContain('010-1234-5678');
    const mail = await mailWith(owner.email, '공원 앞');
    expect(mail.subject).toBe('[긴급] 콩을 찾은 분이 연락했어요');
    expect(mail.text).toContain(`대화에서 답하기: ${app.config.publicBaseUrl}${push!.url}`);
    expect(push!.url).toMatch(/^\/messages\?id=\d+$/);
    const bell = await app.inject({
      url: '/api/notifications',
      headers: await authHeaders(app, owner),
    });
    expect(bell.json().content).toEqual([
      expect.objectContaining({
        kind: 'TAG_FOUND',
        conversationId: Number(push!.url!.split('=')[1]),
      }),
    ]);

    await send(code, 'left', { place: '행복동물병원' });
    const mailLeft = await mailWith(owner.email, '행복');
    expect(mailLeft.subject).toBe('[긴급] 콩을 행복동물병원에 맡겼다는 연락이 왔어요');
    expect(mailLeft.text).toContain('스캔 기록 보기: ');
  });

  it('a finder’s device, turned on by their private link, hears of the family’s answer', async () => {
    const owner = await createUser(app);
    const code = await issueTag(app, owner, await createPet(app, owner));
    const { link } = await send(code, 'notify', { message: '놀이터에 있어요' });
    const url = new URL(link!, 'http://x');
    const token = url.searchParams.get('token')!;
    const conversation = url.searchParams.get('conversation');
    const device = await subscribedDevice(app, service, null, {
      headers: { [FINDER_TOKEN_HEADER]: token },
    });
    const reply = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation}/messages`,
      payload: { body: '고마워요, 바로 갈게요' },
      headers: await authHeaders(app, owner),
    });
    expect(reply.statusCode).toBe(201);
    const [push] = await deliveries(device);
    expect(push?.url).toContain(`conversation=${conversation}`);
    expect(JSON.stringify(push)).not.toContain('바로 갈게요');
  });
});
