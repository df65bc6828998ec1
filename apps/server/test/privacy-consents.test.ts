import { consentMessages, CURRENT_POLICIES } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, REQUIRED_CONSENTS, unique } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { createReport } from './reports.helpers';
import { authHeaders } from './factories';

const app = await buildTestApp();

const newMember = () => {
  const id = unique();
  return {
    nickname: `동의${id}`,
    userid: `agree_${id}`,
    email: `agree_${id}@example.com`,
    password: 'Strong!pass1',
  };
};
const signup = (to: TestApp, payload: object) =>
  to.inject({ method: 'POST', url: '/auth/signup', payload });
const login = async (to: TestApp, member: { userid: string; password: string }) =>
  to.inject({ method: 'POST', url: '/auth/login', payload: member });

describe('consent at signup', () => {
  it.each([
    ['agreeTerms', consentMessages.termsRequired],
    ['agreePrivacy', consentMessages.privacyRequired],
    ['agreeAge14', consentMessages.age14Required],
  ])('refuses a signup without %s, in Korean, naming the field', async (field, message) => {
    const body: Record<string, unknown> = { ...newMember(), ...REQUIRED_CONSENTS };
    delete body[field];
    const res = await signup(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
    const unticked = await signup(app, { ...body, [field]: false });
    expect(unticked.json()).toMatchObject({ message, field });
  });

  it('stores each consent with the policy version and the time it was given', async () => {
    const member = newMember();
    const before = Date.now();
    expect((await signup(app, { ...member, ...REQUIRED_CONSENTS })).statusCode).toBe(201);
    const res = await login(app, member);
    expect(res.json().consentRequired).toEqual([]);
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    const mine = (await app.inject({ url: '/api/mypage/consents', headers })).json();
    expect(mine.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'age14',
      'privacy',
      'terms',
    ]);
    for (const consent of mine.consents) {
      expect(Date.parse(consent.givenAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(consent.withdrawnAt).toBeNull();
    }
    const terms = mine.consents.find((c: { kind: string }) => c.kind === 'terms');
    expect(terms.version).toBe(CURRENT_POLICIES.terms.version);
  });
});

describe('the optional e-mail consent governs alert e-mails', () => {
  const stillLost = (userId: number, reportId: number) =>
    app.notifier.notify({
      kind: 'STILL_LOST',
      to: { userId },
      about: { reportId },
      mail: ({ email }) => ({ to: email, subject: '아직 찾고 있나요?', text: '확인해주세요.' }),
      push: { title: '아직 찾고 있나요?', body: '확인해주세요.', url: '/', tag: 'still-lost' },
    });

  it('without it no alert e-mail is sent, though the in-app alert is', async () => {
    const member = await createUser(app, { consents: ['terms', 'privacy', 'age14'] });
    const reportId = await createReport(app, member);
    app.sentMails.length = 0;
    expect(await stillLost(member.id, reportId)).toBe(true);
    await app.jobs.idle();
    expect(app.sentMails.filter((m) => m.to === member.email)).toEqual([]);
    const settings = await app.inject({
      url: '/api/mypage/alerts',
      headers: await authHeaders(app, member),
    });
    expect(settings.json().emailAlerts).toBe(false);
  });

  it('giving it on 동의 관리 turns e-mail on; turning e-mail off withdraws it', async () => {
    const member = await createUser(app, { consents: ['terms', 'privacy', 'age14'] });
    const headers = await authHeaders(app, member);
    const give = await app.inject({
      method: 'POST',
      url: '/api/mypage/consents',
      headers,
      payload: { agreeEmailAlerts: true },
    });
    expect(give.json().message).toBe(consentMessages.consentsUpdated);
    expect((await app.inject({ url: '/api/mypage/alerts', headers })).json().emailAlerts).toBe(
      true,
    );
    const reportId = await createReport(app, member);
    app.sentMails.length = 0;
    await stillLost(member.id, reportId);
    await app.jobs.idle();
    expect(app.sentMails.filter((m) => m.to === member.email)).toHaveLength(1);

    await app.inject({
      method: 'PUT',
      url: '/api/mypage/alerts',
      headers,
      payload: { emailAlerts: false },
    });
    const mine = (await app.inject({ url: '/api/mypage/consents', headers })).json();
    const email = mine.consents.find((c: { kind: string }) => c.kind === 'emailAlerts');
    expect(email.withdrawnAt).not.toBeNull();
  });
});

describe('a policy version bump asks again', () => {
  it('login and me name the newer policy until the member agrees to it', async () => {
    const member = await createUser(app);
    const bumped = await buildTestApp({
      policies: {
        ...CURRENT_POLICIES,
        privacy: { version: '9.9', effectiveDate: '2027-01-01' },
      },
    });
    // The same member, in a database where they agreed to the versions before the bump.
    const there = await createUser(bumped, {
      consents: [],
      userid: member.userid,
      password: member.password,
    });
    const { agreeTo } = await import('../src/modules/privacy/consents.service');
    await agreeTo(bumped.db, there.id, CURRENT_POLICIES, ['terms', 'privacy', 'age14']);

    const res = await login(bumped, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().consentRequired).toEqual(['privacy']);
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    expect((await bumped.inject({ url: '/api/mypage/me', headers })).json()).toMatchObject({
      userid: member.userid,
      consentRequired: ['privacy'],
    });

    const accept = await bumped.inject({
      method: 'POST',
      url: '/api/mypage/consents',
      headers,
      payload: { agreePrivacy: true },
    });
    expect(accept.statusCode).toBe(200);
    expect((await login(bumped, member)).json().consentRequired).toEqual([]);
    const mine = (await bumped.inject({ url: '/api/mypage/consents', headers })).json();
    expect(mine.consents.filter((c: { kind: string }) => c.kind === 'privacy')).toHaveLength(2);
    await bumped.close();
  });

  it('an empty consent update is refused in Korean', async () => {
    const member = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/mypage/consents',
      headers: await authHeaders(app, member),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(consentMessages.consentsInvalid);
  });
});

describe('GET /api/policies', () => {
  it('gives versions, the operator and the processors as configured, never SMTP credentials', async () => {
    const configured = await buildTestApp({
      operator: { name: '수원시 동물보호센터', email: 'privacy@suwon.example' },
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.net:465',
    });
    const res = await configured.inject({ url: '/api/policies' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.terms).toEqual(CURRENT_POLICIES.terms);
    expect(body.operator).toEqual({ name: '수원시 동물보호센터', email: 'privacy@suwon.example' });
    expect(body.processors.map((p: { name: string }) => p.name)).toContain(
      '메일 발송 서버 (smtp.example.net)',
    );
    expect(res.body).not.toContain('s3cret');
    expect(res.body).not.toContain('mailer');
    await configured.close();
  });
});
