import { mobileMessages as m } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { phoneNumbers, smsSends } from '../src/db/schema';
import { createSolapi, solapiAuthorization } from '../src/lib/solapi';
import { createDog, makePhoto } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call, reportWithPhoto } from './matches.helpers';
import { FAKE_SOLAPI_KEY, FAKE_SOLAPI_SECRET, startFakeSolapi } from './solapi-fake';

/* Texts (SMS and 알림톡) through a local fake of SOLAPI (issue 39 item 4, ADR 250). */

const fake = await startFakeSolapi();
afterAll(() => fake.close());
const DAILY_CAP = 2;
const app = await buildTestApp({
  sms: {
    solapi: {
      apiKey: FAKE_SOLAPI_KEY,
      apiSecret: FAKE_SOLAPI_SECRET,
      sender: '0212345678',
      baseUrl: fake.url,
      pfId: undefined,
      templates: { CHIP_MATCH: undefined, FOUND_DOG: undefined, AREA_ALERT: undefined },
    },
    dailyCap: DAILY_CAP,
  },
});

let numbers = 0;
const nextNumber = () => `010-5555-${String(1000 + ++numbers)}`;
const codeOf = (to: string) => {
  const last = fake.received.filter((x) => x.to === to).at(-1);
  return /인증번호는 (\d{6})입니다/.exec(last?.text ?? '')?.[1] ?? '';
};

/** A member whose number is verified by the code the fake provider received. */
async function verifiedMember() {
  const member = await createUser(app);
  const phone = nextNumber();
  expect((await call(app, member, 'POST', '/api/mypage/phone', { phone })).statusCode).toBe(200);
  const code = codeOf(phone.replace(/\D/g, ''));
  const res = await call(app, member, 'POST', '/api/mypage/phone/verify', { code });
  expect(res.statusCode).toBe(200);
  return { member, digits: phone.replace(/\D/g, '') };
}

const sendsOf = (userId: number) =>
  app.db.select().from(smsSends).where(eq(smsSends.userId, userId));

describe('a mobile number in 마이페이지', () => {
  it('is verified by the code texted to it, and no answer holds it whole', async () => {
    const member = await createUser(app);
    const start = await call(app, member, 'POST', '/api/mypage/phone', { phone: '010-1234-5678' });
    expect(start.statusCode).toBe(200);
    expect(start.json().message).toBe(m.codeSent);
    expect(start.body).not.toContain('5678');
    const code = codeOf('01012345678');
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(app, member, 'POST', '/api/mypage/phone/verify', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.codeWrong);
    const right = await call(app, member, 'POST', '/api/mypage/phone/verify', { code });
    expect(right.statusCode).toBe(200);
    const status = await call(app, member, 'GET', '/api/mypage/phone');
    expect(status.json()).toEqual({
      available: true,
      phone: { last4: '5678', verified: true, pending: false },
    });
    expect(status.body).not.toContain('1234');
    const me = await call(app, member, 'GET', '/api/mypage/me');
    expect(me.body).not.toContain('5678');
    // Stored encrypted: the table alone does not give the number away.
    const [row] = await app.db
      .select()
      .from(phoneNumbers)
      .where(eq(phoneNumbers.userId, member.id));
    expect(row!.numberCipher).not.toContain('01012345678');
  });

  it('refuses an expired code, a second code within a minute, and a bad number', async () => {
    const member = await createUser(app);
    const phone = nextNumber();
    await call(app, member, 'POST', '/api/mypage/phone', { phone });
    const again = await call(app, member, 'POST', '/api/mypage/phone', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(m.tooSoon);
    await app.db
      .update(phoneNumbers)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneNumbers.userId, member.id));
    const code = codeOf(phone.replace(/\D/g, ''));
    const late = await call(app, member, 'POST', '/api/mypage/phone/verify', { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.codeExpired);
    const bad = await call(app, member, 'POST', '/api/mypage/phone', { phone: '02-123-4567' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/mypage/phone' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('signs each request as SOLAPI checks it: HMAC-SHA256 of date and salt', () => {
    const header = solapiAuthorization('key', 'secret', '2026-12-02T00:00:00.000Z', 'a'.repeat(32));
    expect(header).toBe(
      'HMAC-SHA256 apiKey=key, date=2026-12-02T00:00:00.000Z, salt=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, signature=' +
        'd07c27eca4397f4b64fde9fbd33b44c199b83621c17237969e354b6d6397ffee',
    );
  });
});

describe('texts as an alert channel', () => {
  it('SMS through the fake provider to a verified number', async () => {
    const { member, digits } = await verifiedMember();
    const outcome = await app.sms.send({
      userId: member.id,
      kind: 'CHIP_MATCH',
      text: '동물등록번호가 같은 강아지',
    });
    expect(outcome).toBe('QUEUED');
    await app.jobs.idle();
    expect(fake.received.filter((x) => x.to === digits).map((x) => x.text)).toContain(
      '동물등록번호가 같은 강아지',
    );
    expect(fake.received.at(-1)).toMatchObject({ from: '0212345678', type: 'SMS' });
    expect((await sendsOf(member.id)).filter((s) => s.kind === 'CHIP_MATCH')).toEqual([
      expect.objectContaining({ status: 'SENT' }),
    ]);
  });

  it('refused for an unverified number', async () => {
    const member = await createUser(app);
    await call(app, member, 'POST', '/api/mypage/phone', { phone: nextNumber() });
    const before = fake.received.length;
    expect(await app.sms.send({ userId: member.id, kind: 'AREA_ALERT', text: '이웃 알림' })).toBe(
      'UNVERIFIED',
    );
    const nobody = await createUser(app);
    expect(await app.sms.send({ userId: nobody.id, kind: 'AREA_ALERT', text: '이웃 알림' })).toBe(
      'UNVERIFIED',
    );
    await app.jobs.idle();
    expect(fake.received.length).toBe(before);
  });

  it('falling back on failure: the e-mail goes once, and the queue retries the text', async () => {
    const { member, digits } = await verifiedMember();
    fake.state.failing = true;
    const mail = {
      to: member.email,
      subject: '[찾아줄개] 대신 보내는 메일',
      text: '문자를 보내지 못해 메일로 알려요.',
    };
    const outcome = await app.sms.send({
      userId: member.id,
      kind: 'FOUND_DOG',
      text: '닮은 강아지 제보',
      fallback: { kind: 'sighting', mail },
    });
    expect(outcome).toBe('QUEUED');
    const fellBack = () => app.sentMails.filter((x) => x.subject === mail.subject);
    await vi.waitFor(() => expect(fellBack()).toHaveLength(1), { timeout: 5000 });
    const [failed] = (await sendsOf(member.id)).filter((s) => s.kind === 'FOUND_DOG');
    expect(failed).toMatchObject({ status: 'FAILED' });
    expect(failed!.fellBackAt).not.toBeNull();
    // The provider is back: the queue's retry delivers, and the fallback does not go again.
    fake.state.failing = false;
    await app.jobs.idle();
    // pg-boss's idle() does not wait for a retry due later (after 5 s): poll for it.
    await vi.waitFor(
      () =>
        expect(fake.received.filter((x) => x.to === digits).map((x) => x.text)).toContain(
          '닮은 강아지 제보',
        ),
      { timeout: 30_000 },
    );
    // The row says SENT once the provider's answer is written, a moment after it arrives.
    await vi.waitFor(
      async () => {
        const [sent] = (await sendsOf(member.id)).filter((s) => s.kind === 'FOUND_DOG');
        expect(sent).toMatchObject({ status: 'SENT' });
      },
      { timeout: 10_000 },
    );
    expect(fellBack()).toHaveLength(1);
  }, 20_000);

  it('stops at the daily cap', async () => {
    const { member } = await verifiedMember();
    const send = () => app.sms.send({ userId: member.id, kind: 'AREA_ALERT', text: '이웃 알림' });
    for (let i = 0; i < DAILY_CAP; i++) expect(await send()).toBe('QUEUED');
    expect(await send()).toBe('CAPPED');
    await app.jobs.idle();
    expect((await sendsOf(member.id)).filter((s) => s.kind === 'AREA_ALERT')).toHaveLength(
      DAILY_CAP,
    );
  });

  it('texts a certain microchip match to its verified owner', async () => {
    const { member, digits } = await verifiedMember();
    const chip = '410100000009901';
    await createDog(app, await makePhoto(9301), { foundDate: '2026-10-05', microchip: chip });
    await app.photoSearch.indexer.runOnce();
    await reportWithPhoto(app, member, await makePhoto(9302), { microchip: chip });
    await app.jobs.idle();
    const texts = fake.received.filter((x) => x.to === digits).map((x) => x.text);
    expect(texts).toContainEqual(
      expect.stringContaining('동물등록번호와 같은 강아지가 보호소에 있어요'),
    );
  });
});

describe('the SOLAPI adapter', () => {
  it('sends a 알림톡 with its channel, template and variables when both are configured', async () => {
    const solapi = createSolapi({
      apiKey: FAKE_SOLAPI_KEY,
      apiSecret: FAKE_SOLAPI_SECRET,
      sender: '0212345678',
      baseUrl: fake.url,
      pfId: 'PF-TEST',
    });
    await solapi.send({
      to: '010-9999-0000',
      text: '알림톡 본문',
      alimtalk: { templateId: 'TPL-1', variables: { '#{title}': '초코' } },
    });
    expect(fake.received.at(-1)).toEqual({
      to: '01099990000',
      from: '0212345678',
      text: '알림톡 본문',
      type: 'ATA',
      kakaoOptions: { pfId: 'PF-TEST', templateId: 'TPL-1', variables: { '#{title}': '초코' } },
    });
    const wrongSecret = createSolapi({
      apiKey: FAKE_SOLAPI_KEY,
      apiSecret: 'not-the-secret',
      sender: '0212345678',
      baseUrl: fake.url,
    });
    await expect(wrongSecret.send({ to: '01099990000', text: 'x' })).rejects.toThrow();
  });
});
