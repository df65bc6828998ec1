import { neighbourMessages as m } from '@chajul/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { FAKE_SOLAPI_KEY, FAKE_SOLAPI_SECRET, startFakeSolapi } from './solapi-fake';

/* 동네 알림 by text (issue 39 items 1 and 4, ADR 240, 250), through the fake SOLAPI. */
const fake = await startFakeSolapi();
afterAll(() => fake.close());
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
    dailyCap: 5,
  },
});

const PIN = { lat: '37.40012', lng: '127.10034' };
const settings = {
  places: [{ lat: 37.4, lng: 127.1, radiusM: 1000 }],
  events: ['LOST'],
  channels: ['SMS'],
  quietHours: null,
};

async function memberWithNumber(digits: string, verify: boolean) {
  const member = await createUser(app);
  const phone = `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  expect((await call(app, member, 'POST', '/api/mypage/phone', { phone })).statusCode).toBe(200);
  if (verify) {
    const text = fake.received.filter((x) => x.to === digits).at(-1)?.text ?? '';
    const code = /인증번호는 (\d{6})입니다/.exec(text)?.[1] ?? '';
    const res = await call(app, member, 'POST', '/api/mypage/phone/verify', { code });
    expect(res.statusCode).toBe(200);
  }
  const saved = await call(app, member, 'PUT', '/api/neighbours/mine', settings);
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

describe('area alerts by text', { timeout: 90_000 }, () => {
  it('reach a member who chose texts at their verified number, never an unverified one', async () => {
    await memberWithNumber('01077771001', true);
    await memberWithNumber('01077771002', false);
    const owner = await createUser(app);
    const id = await createReport(app, owner, { ...PIN, phone: '010-9999-8888' });
    await app.jobs.idle();
    // On pg-boss a text whose try failed under load is sent again 30 s later (send-sms's
    // retry delay), after idle() returned: it waits for retries due within 10 s (ADR 222).
    const texts = await vi.waitFor(
      () => {
        const sent = fake.received.filter((x) => x.text.includes('근처에 강아지 실종 신고'));
        expect(sent).not.toHaveLength(0);
        return sent;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(texts.map((x) => x.to)).toEqual(['01077771001']);
    expect(texts[0]!.text).toContain(`/report/view?id=${id}`);
    expect(texts[0]!.text).toContain('/neighbours/off?token=');
    expect(texts[0]!.text).not.toContain('9999');
    expect(texts[0]!.text).not.toContain(PIN.lat);
  });

  it('a visitor cannot choose texts: they have no verified number', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/neighbours',
      payload: { ...settings, email: 'sms-visitor@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.smsMembers);
  });
});
