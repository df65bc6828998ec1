import { conversationMessages as m, OWNER_TOKEN_HEADER } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, sightingMatches, sightings } from '../src/db/schema';
import { FAMILY_FOUND_SUBJECT } from '../src/modules/reports/finders-thanks';
import { authHeaders, createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { makePhoto } from './dogs-factory';
import { call, reportWithPhoto } from './matches.helpers';
import { makeJpeg, multipart } from './images';
import { createReport, validReport } from './reports.helpers';
import { finderHeaders, postSighting, visitorFields, visitorSighting } from './sightings.helpers';

/*
 * Closing the loop for finders (issue 39 item 6, ADR 248, ADR 249): the family's 찾았어요
 * thanks who helped and closes what was about its dog; a family that withdraws leaves a
 * conversation that says so.
 */

const app = await buildTestApp();
const mailsTo = (email: string) => app.sentMails.filter((mail) => mail.to === email);
const statusOf = async (id: number) =>
  (await app.db.select().from(sightings).where(eq(sightings.id, id)))[0]?.status;
const thanksOf = (userId: number) =>
  app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.kind === 'FAMILY_FOUND'));

async function memberSighting(user: { id: number }, fields: Record<string, string> = {}) {
  const res = await postSighting(app, { user }, fields, []);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
}

const talk = (reportId: number, sightingId: number, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers,
    payload: { lostReportId: reportId, sightingId, body: '이 아이를 봤어요.' },
  });

describe('a family marks its dog found', () => {
  it('a finder thanked and closed when the family marks the dog found', async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const otherOwner = await createUser(app);
    const otherReport = await createReport(app, otherOwner, {}, null);
    // A member answered from the report ("이 강아지를 봤어요"): about this dog only.
    const member = await createUser(app);
    const answered = await memberSighting(member, { lostReportId: String(reportId) });
    // A visitor only talked with the family: thanked, but the post may be another dog.
    const email = `finder_${unique()}@example.com`;
    const visitor = await visitorSighting(app, email, { name: '이웃' }, []);
    expect((await talk(reportId, visitor.id, finderHeaders(visitor.token))).statusCode).toBe(201);
    // A member answered from this report and talks with another family still looking.
    const both = await createUser(app);
    const shared = await memberSighting(both, { lostReportId: String(reportId) });
    expect((await talk(otherReport, shared, await authHeaders(app, both))).statusCode).toBe(201);
    await app.jobs.idle();
    app.sentMails.length = 0;

    const closed = await call(app, owner, 'POST', `/api/lost-pet/${reportId}/close`, {
      reason: 'SITE_FINDER',
    });
    expect(closed.statusCode).toBe(200);
    await app.jobs.idle();

    // Each finder is thanked once, in the app and by mail.
    expect(await thanksOf(member.id)).toEqual([
      expect.objectContaining({ reportId, sightingId: answered }),
    ]);
    expect(await thanksOf(both.id)).toEqual([
      expect.objectContaining({ reportId, sightingId: shared }),
    ]);
    const memberMail = mailsTo(member.email);
    expect(memberMail.map((mail) => mail.subject)).toEqual([FAMILY_FOUND_SUBJECT]);
    expect(memberMail[0]!.text).toContain('가족을 찾았어요, 감사합니다');
    expect(memberMail[0]!.text).toContain(`/sighting/view?id=${answered}`);
    // The visitor by mail, with the link that turns such mail off (ADR 227).
    const visitorMail = mailsTo(email).filter((mail) => mail.subject === FAMILY_FOUND_SUBJECT);
    expect(visitorMail).toHaveLength(1);
    expect(visitorMail[0]!.text).toContain('/mail-off?');
    expect(visitorMail[0]!.text).not.toContain(owner.email);

    // Only what was about this dog alone closes: no more "a family may be looking" for it.
    expect(await statusOf(answered)).toBe('CLOSED');
    expect(await statusOf(visitor.id)).toBe('OPEN');
    expect(await statusOf(shared)).toBe('OPEN');

    // A job run again thanks no member twice.
    const { thankFindersSoon } = await import('../src/modules/reports/finders-thanks');
    await thankFindersSoon(app.jobs, reportId);
    await app.jobs.idle();
    expect(await thanksOf(member.id)).toHaveLength(1);
  });

  it("a candidate's 찾았어요 thanks its finder and closes the sighting", async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const finder = await createUser(app);
    const sightingId = await memberSighting(finder);
    await app.jobs.idle();
    await app.db
      .insert(sightingMatches)
      .values({ lostReportId: reportId, sightingId, score: 0.9 })
      .onConflictDoNothing();
    const found = await call(
      app,
      owner,
      'POST',
      `/api/lost-pet/${reportId}/sightings/${sightingId}/found`,
      {},
    );
    expect(found.statusCode).toBe(200);
    await app.jobs.idle();
    expect(await thanksOf(finder.id)).toHaveLength(1);
    expect(await statusOf(sightingId)).toBe('CLOSED');
    const notes = (await call(app, finder, 'GET', '/api/notifications')).json().content;
    expect(notes).toContainEqual(
      expect.objectContaining({ kind: 'FAMILY_FOUND', reportId, sightingId }),
    );
  });
});

describe('a family without an account marks its dog found by its link', () => {
  it('thanks the finder as a member family does', async () => {
    const email = `family_${unique()}@example.com`;
    const body = multipart(
      { ...validReport, lat: '37.28391', lng: '127.06544', ...visitorFields(email, 10_000, app) },
      { image: { buffer: await makeJpeg(), filename: 'dog.jpg' } },
    );
    const posted = await app.inject({
      method: 'POST',
      url: '/api/lost-pet/visitor',
      payload: body.payload,
      headers: body.headers,
    });
    expect(posted.statusCode).toBe(202);
    const reportId = posted.json().id as number;
    await app.jobs.idle();
    const mail = mailsTo(email).at(-1);
    const token = decodeURIComponent(/lost\/manage\?token=([^\s&]+)/.exec(mail?.text ?? '')![1]!);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/lost-pet/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const finder = await createUser(app);
    const sightingId = await memberSighting(finder, { lostReportId: String(reportId) });
    await app.jobs.idle();
    const closed = await app.inject({
      method: 'POST',
      url: '/api/lost-pet/by-link/close',
      payload: { reason: 'SITE_FINDER' },
      headers: { [OWNER_TOKEN_HEADER]: token },
    });
    expect(closed.statusCode).toBe(200);
    await app.jobs.idle();
    expect(await thanksOf(finder.id)).toEqual([expect.objectContaining({ reportId, sightingId })]);
    expect(await statusOf(sightingId)).toBe('CLOSED');
  });
});

describe('after the family found its dog', () => {
  it('a closed sighting is no longer offered to families: no more "a family may be looking"', async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const finder = await createUser(app);
    const chip = '410100000008801';
    const sighting = await postSighting(
      app,
      { user: finder },
      { lostReportId: String(reportId), microchip: chip },
      [{ buffer: await makePhoto(9501), filename: 'dog.jpg' }],
    );
    const sightingId = sighting.json().id as number;
    await app.jobs.idle();
    await call(app, owner, 'POST', `/api/lost-pet/${reportId}/close`, { reason: 'SITE_FINDER' });
    await app.jobs.idle();
    expect(await statusOf(sightingId)).toBe('CLOSED');
    app.sentMails.length = 0;
    // Another family's report with the same 동물등록번호 would be a certain match (ADR 151).
    const other = await createUser(app);
    const later = await reportWithPhoto(app, other, await makePhoto(9502), { microchip: chip });
    await app.jobs.idle();
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, finder.id));
    expect(told.filter((n) => n.kind === 'FAMILY_MATCH' && n.reportId === later)).toEqual([]);
    expect(mailsTo(finder.email)).toEqual([]);
  });
});

describe('a family that withdraws', () => {
  it("the finder's conversation shows the family left, keeping the finder's own messages", async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const email = `finder_${unique()}@example.com`;
    const { id: sightingId, token } = await visitorSighting(app, email, { name: '이웃' }, []);
    const started = await talk(reportId, sightingId, finderHeaders(token));
    const id = started.json().id as number;
    await call(app, owner, 'POST', `/api/conversations/${id}/messages`, { body: '고맙습니다!' });
    await app.jobs.idle();

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers: await authHeaders(app, owner),
      payload: { password: owner.password },
    });
    expect(gone.statusCode).toBe(200);
    await app.jobs.idle();

    const list = await app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: finderHeaders(token),
    });
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, familyLeft: true, lostReport: null, role: 'FINDER' }),
    ]);
    const view = await app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: finderHeaders(token),
    });
    expect(view.statusCode).toBe(200);
    const thread = view.json();
    expect(thread.familyLeft).toBe(true);
    // The family's words went with them; the finder's own stay.
    expect(thread.messages.map((x: { body: string }) => x.body)).toEqual(['이 아이를 봤어요.']);
    const write = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: finderHeaders(token),
      payload: { body: '안녕하세요?' },
    });
    expect(write.statusCode).toBe(409);
    expect(write.json().message).toBe(m.familyLeft);
  });
});
