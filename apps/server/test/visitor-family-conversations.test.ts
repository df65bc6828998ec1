import {
  conversationMessages as c,
  lostVisitorMessages as m,
  mailOffMessages,
  moderationMessages,
  OWNER_TOKEN_HEADER,
} from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { lostReports, messages } from '../src/db/schema';
import { applyRetentionJob } from '../src/jobs/catalogue';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { call } from './matches.helpers';
import { createReport, validReport } from './reports.helpers';
import { finderHeaders, postSighting, visitorFields, visitorSighting } from './sightings.helpers';

/*
 * Finders talk with a family that reported without an account (issue 39, ADR 258): the family
 * reads and answers by its report's private link, and is mailed of new messages, gathered.
 */

/** A short window, so a test sees it end; the product's is 10 minutes. */
const WINDOW_SECONDS = 3;
const app = await buildTestApp({ visitorMessageMailWindowSeconds: WINDOW_SECONDS });
const pin = { lat: '37.28391', lng: '127.06544' };
const sightingPin = { lat: '37.29517', lng: '127.04433' };
const familyPhone = validReport.phone;

/** A visitor files and confirms a lost report; its id, address and private link's token. */
async function visitorReport() {
  const email = `family_${unique()}@example.com`;
  const body = multipart(
    { ...validReport, ...pin, ...visitorFields(email, 10_000, app) },
    { image: { buffer: await makeJpeg(), filename: 'dog.jpg' } },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/lost-pet/visitor',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(202);
  await app.jobs.idle();
  const mail = app.sentMails.filter((x) => x.to === email).at(-1)!;
  const token = decodeURIComponent(/lost\/manage\?token=([^\s&]+)/.exec(mail.text)![1]!);
  await app.inject({ method: 'POST', url: '/api/lost-pet/confirm', payload: { token } });
  return { id: res.json().id as number, email, token };
}

type Family = Awaited<ReturnType<typeof visitorReport>>;
const byLink = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });
const asFamily = (family: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: byLink(family.token), ...(payload ? { payload } : {}) });

/** A member finder's sighting answering the report, and the conversation they begin. */
async function memberFinderWrites(family: Family, body = '저희 집 앞에서 데리고 있어요.') {
  const finder = await createUser(app);
  const seen = await postSighting(
    app,
    { user: finder },
    { lostReportId: String(family.id), ...sightingPin },
  );
  expect(seen.statusCode, seen.body).toBe(201);
  const started = await call(app, finder, 'POST', '/api/conversations', {
    lostReportId: family.id,
    sightingId: seen.json().id,
    body,
  });
  expect(started.statusCode, started.body).toBe(201);
  return { finder, id: started.json().id as number };
}

const messageMails = (email: string) =>
  app.sentMails.filter((mail) => mail.to === email && mail.subject === c.mailSubject);

/** Neither side's address, number or exact pin is in an answer to the other. */
function expectNothingPrivate(body: string, secrets: string[]) {
  for (const secret of [familyPhone, pin.lat, pin.lng, sightingPin.lat, ...secrets]) {
    expect(body).not.toContain(secret);
  }
}

describe('finders talk with a family that reported without an account (ADR 258)', () => {
  it('a member finder writes, and the family reads and answers by its link', async () => {
    const family = await visitorReport();
    const { finder, id } = await memberFinderWrites(family);

    const list = await asFamily(family, 'GET', '/api/conversations');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, role: 'OWNER', otherName: finder.nickname, unread: 1 }),
    ]);
    const thread = await asFamily(family, 'GET', `/api/conversations/${id}`);
    expect(thread.json().messages).toEqual([
      expect.objectContaining({ fromMe: false, body: '저희 집 앞에서 데리고 있어요.' }),
    ]);
    expectNothingPrivate(list.body + thread.body, [finder.email]);

    const answer = await asFamily(family, 'POST', `/api/conversations/${id}/messages`, {
      body: '감사합니다! 지금 갈게요.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const seen = await call(app, finder, 'GET', `/api/conversations/${id}`);
    expect(seen.json().messages.at(-1)).toMatchObject({
      fromMe: false,
      senderName: c.ownerName,
      body: '감사합니다! 지금 갈게요.',
    });
    expectNothingPrivate(seen.body, [family.email]);
    await app.jobs.idle();
    // The member finder hears of it as members do.
    expect(messageMails(finder.email)).toHaveLength(1);
  });

  it('a visitor finder and a visitor family talk, each by their own link', async () => {
    const family = await visitorReport();
    const finderEmail = `finder_${unique()}@example.com`;
    const sighting = await visitorSighting(app, finderEmail, {
      lostReportId: String(family.id),
      ...sightingPin,
    });
    const started = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: finderHeaders(sighting.token),
      payload: { lostReportId: family.id, sightingId: sighting.id, body: '공원에서 봤어요.' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as number;
    // The family is mailed before it answers: an answer reads the thread, and a mail job that
    // runs after it rightly finds nothing unread to tell of.
    await app.jobs.idle();
    expect(messageMails(family.email)).toHaveLength(1);

    const answer = await asFamily(family, 'POST', `/api/conversations/${id}/messages`, {
      body: '어느 쪽으로 갔나요?',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    // Each side is mailed with its own link, never the other's.
    await app.jobs.idle();
    expect(messageMails(finderEmail)).toHaveLength(1);
    expect(messageMails(family.email)[0]!.text).not.toContain(sighting.token);
    expect(messageMails(finderEmail)[0]!.text).not.toContain(family.token);
    const finderView = await app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: finderHeaders(sighting.token),
    });
    expect(finderView.json()).toMatchObject({ role: 'FINDER', otherName: c.ownerName });
    expect(finderView.json().messages.map((x: { body: string }) => x.body)).toEqual([
      '공원에서 봤어요.',
      '어느 쪽으로 갔나요?',
    ]);
    expectNothingPrivate(finderView.body, [family.email]);
    const familyView = await asFamily(family, 'GET', `/api/conversations/${id}`);
    expectNothingPrivate(familyView.body, [finderEmail]);
  });

  it("the family may flag the finder's message by its link, another family may not", async () => {
    const family = await visitorReport();
    const other = await visitorReport();
    const { id } = await memberFinderWrites(family, '돈을 먼저 보내주세요.');
    const [message] = (await asFamily(family, 'GET', `/api/conversations/${id}`)).json().messages;
    const flag = { targetType: 'MESSAGE', targetId: message.id, reason: 'SCAM' };
    expect((await asFamily(other, 'POST', '/api/flags', flag)).statusCode).toBe(404);
    expect((await asFamily(family, 'POST', '/api/flags', flag)).json().message).toBe(
      moderationMessages.flagged,
    );
    // Known by its address, not by where it writes from: once is once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/flags',
      headers: byLink(family.token),
      payload: flag,
      remoteAddress: '10.9.8.7',
    });
    expect(again.json().message).toBe(moderationMessages.alreadyFlagged);
  });

  it('a wrong, altered or ended link is refused in Korean', async () => {
    const family = await visitorReport();
    const other = await visitorReport();
    const { finder, id } = await memberFinderWrites(family);

    const altered = { ...family, token: `${family.token.slice(0, -2)}AA` };
    for (const res of [
      await asFamily(altered, 'GET', '/api/conversations'),
      await asFamily(altered, 'GET', `/api/conversations/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.linkInvalid);
    }
    const notTheirs = await asFamily(other, 'GET', `/api/conversations/${id}`);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(c.notParty);
    expect((await asFamily(other, 'GET', '/api/conversations')).json().content).toEqual([]);

    const closed = await asFamily(family, 'POST', '/api/lost-pet/by-link/close', {
      reason: 'OTHER',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const ended = await asFamily(family, 'GET', `/api/conversations/${id}`);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().message).toBe(m.linkInvalid);
    const unreachable = await call(app, finder, 'POST', `/api/conversations/${id}/messages`, {
      body: '아직 보고 계신가요?',
    });
    expect(unreachable.statusCode).toBe(409);
    expect(unreachable.json().message).toBe(c.familyUnreachable);
  });

  it("the family's message mails are gathered, carry its link, and its off link stops them", async () => {
    const family = await visitorReport();
    const { finder, id } = await memberFinderWrites(family, '메시지 1');
    for (let i = 2; i <= 6; i++) {
      const sent = await call(app, finder, 'POST', `/api/conversations/${id}/messages`, {
        body: `메시지 ${i}`,
      });
      expect(sent.statusCode).toBe(201);
    }
    await vi.waitFor(() => expect(messageMails(family.email).length).toBeGreaterThan(1), {
      timeout: (WINDOW_SECONDS + 6) * 1000,
      interval: 200,
    });
    await app.jobs.idle();
    const mails = messageMails(family.email);
    expect(mails).toHaveLength(2);
    const counted = mails.map((mail) => Number(/새 메시지 (\d+)개/.exec(mail.text)?.[1] ?? 1));
    expect(counted.reduce((a, b) => a + b)).toBe(6);
    for (const mail of mails) {
      expect(mail.text).toContain(`/lost/manage?token=${family.token}&conversation=${id}`);
      expect(mail.text).not.toContain('메시지 1');
      expectNothingPrivate(mail.text, [finder.email, finder.nickname]);
    }

    const offToken = /mail-off\?scope=conversation&token=(\S+)/.exec(mails[1]!.text)![1]!;
    const off = await app.inject({
      method: 'POST',
      url: '/api/mail-off',
      payload: { token: offToken, scope: 'CONVERSATION' },
    });
    expect(off.json()).toMatchObject({ message: mailOffMessages.conversationOff });
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000));
    await call(app, finder, 'POST', `/api/conversations/${id}/messages`, { body: '메시지 7' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await app.jobs.idle();
    expect(messageMails(family.email)).toHaveLength(2);
    // The conversation goes on without the mails.
    const thread = await asFamily(family, 'GET', `/api/conversations/${id}`);
    expect(thread.json().messages.at(-1)).toMatchObject({ body: '메시지 7' });
  });

  it('messages the family read by its link before the window ended are not mailed', async () => {
    const family = await visitorReport();
    const { finder, id } = await memberFinderWrites(family, '첫 메시지');
    await vi.waitFor(() => expect(messageMails(family.email)).toHaveLength(1), {
      timeout: 5000,
      interval: 200,
    });
    await call(app, finder, 'POST', `/api/conversations/${id}/messages`, { body: '둘째' });
    await asFamily(family, 'GET', `/api/conversations/${id}`);
    await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 2.5) * 1000));
    await app.jobs.idle();
    expect(messageMails(family.email)).toHaveLength(1);
  });

  it("90 days after a visitor family's report closed, its messages go and the finder's stay", async () => {
    const closedFamily = await visitorReport();
    const openFamily = await visitorReport();
    const talks = [];
    for (const family of [closedFamily, openFamily]) {
      const { id } = await memberFinderWrites(family, '찾은 사람의 메시지');
      await asFamily(family, 'POST', `/api/conversations/${id}/messages`, { body: '가족의 답' });
      talks.push(id);
    }
    await asFamily(closedFamily, 'POST', '/api/lost-pet/by-link/close', { reason: 'OTHER' });
    await app.db
      .update(lostReports)
      .set({ closedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(lostReports.id, closedFamily.id));
    await app.jobs.send(applyRetentionJob, {});
    await app.jobs.idle();
    const left = async (conversationId: number) =>
      (await app.db.select().from(messages).where(eq(messages.conversationId, conversationId))).map(
        (row) => row.body,
      );
    expect(await left(talks[0]!)).toEqual(['찾은 사람의 메시지']);
    expect(await left(talks[1]!)).toEqual(['찾은 사람의 메시지', '가족의 답']);
  });

  it("a deleted report's family messages go at the next pass, and nobody can write to it", async () => {
    const owner = await createUser(app);
    const finder = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const seen = await postSighting(app, { user: finder }, { lostReportId: String(reportId) });
    const started = await call(app, finder, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId: seen.json().id,
      body: '찾은 사람의 메시지',
    });
    const id = started.json().id as number;
    await call(app, owner, 'POST', `/api/conversations/${id}/messages`, { body: '가족의 답' });
    expect((await call(app, owner, 'DELETE', `/api/lost-pet/${reportId}`)).statusCode).toBe(200);
    const refused = await call(app, finder, 'POST', `/api/conversations/${id}/messages`, {
      body: '계세요?',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(c.familyUnreachable);
    await app.jobs.send(applyRetentionJob, {});
    await app.jobs.idle();
    const thread = await call(app, finder, 'GET', `/api/conversations/${id}`);
    expect(thread.json().messages.map((x: { body: string }) => x.body)).toEqual([
      '찾은 사람의 메시지',
    ]);
  });
});
