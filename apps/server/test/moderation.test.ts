import { moderationMessages as m, sightingMessages } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport, postReport } from './reports.helpers';
import { finderHeaders, postSighting, visitorSighting } from './sightings.helpers';

const app = await buildTestApp();
const admin = await createAdmin(app);
const flag = (who: { id: number } | null, targetType: string, targetId: number, reason = 'SCAM') =>
  call(app, who, 'POST', '/api/flags', { targetType, targetId, reason, detail: '돈을 요구해요' });
const moderate = (targetType: string, targetId: number, action: string) =>
  call(app, admin, 'POST', '/api/admin/moderation', { targetType, targetId, action });
const queue = async (status = 'OPEN') =>
  (await call(app, admin, 'GET', `/api/admin/flags?status=${status}`)).json().data as {
    targetType: string;
    targetId: number;
    flagCount: number;
    open: boolean;
    hidden: boolean;
  }[];

describe('flags and the moderation queue', () => {
  it('anyone flags a sighting once; the admin sees it with its flags counted', async () => {
    const id = (await postSighting(app, { user: await createUser(app) }, {}, [])).json().id;
    const member = await createUser(app);
    const first = await flag(member, 'SIGHTING', id);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(m.flagged);
    expect((await flag(member, 'SIGHTING', id)).json().message).toBe(m.alreadyFlagged);
    expect((await flag(null, 'SIGHTING', id, 'SPAM')).statusCode).toBe(201);
    const item = (await queue()).find((i) => i.targetType === 'SIGHTING' && i.targetId === id);
    expect(item).toMatchObject({ flagCount: 2, open: true, hidden: false });
    expect((await call(app, member, 'GET', '/api/admin/flags')).statusCode).toBe(403);
    expect(
      (
        await call(app, member, 'POST', '/api/admin/moderation', {
          targetType: 'SIGHTING',
          targetId: id,
          action: 'HIDE',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a flag without a reason, or on what the flagger cannot see', async () => {
    const id = (await postSighting(app, { user: await createUser(app) }, {}, [])).json().id;
    const noReason = await call(app, null, 'POST', '/api/flags', {
      targetType: 'SIGHTING',
      targetId: id,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(m.reasonRequired);
    expect((await flag(null, 'LOST_REPORT', 999_999)).statusCode).toBe(404);
    // A message is flagged by its two parties only.
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const { id: sightingId, token } = await visitorSighting(
      app,
      `f_${unique()}@example.com`,
      {},
      [],
    );
    const started = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: finderHeaders(token),
      payload: { lostReportId: reportId, sightingId, body: '계좌로 먼저 보내주세요' },
    });
    const messageId = (
      await call(app, owner, 'GET', `/api/conversations/${started.json().id}`)
    ).json().messages[0].id;
    expect((await flag(await createUser(app), 'MESSAGE', messageId)).statusCode).toBe(404);
    expect((await flag(owner, 'MESSAGE', messageId)).statusCode).toBe(201);
  });

  it('a hidden message leaves the conversation for both parties, and comes back when restored', async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const { id: sightingId, token } = await visitorSighting(
      app,
      `f_${unique()}@example.com`,
      {},
      [],
    );
    const body = `계좌번호 ${unique()}로 사례금을 먼저 보내주세요`;
    const started = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: finderHeaders(token),
      payload: { lostReportId: reportId, sightingId, body },
    });
    const url = `/api/conversations/${started.json().id}`;
    const asOwner = async () => (await call(app, owner, 'GET', url)).body;
    const asFinder = async () =>
      (await app.inject({ method: 'GET', url, headers: finderHeaders(token) })).body;
    const messageId = JSON.parse(await asOwner()).messages[0].id;
    expect((await flag(owner, 'MESSAGE', messageId)).statusCode).toBe(201);

    expect((await moderate('MESSAGE', messageId, 'HIDE')).json().message).toBe(m.hidden);
    expect(await asOwner()).not.toContain(body);
    expect(await asFinder()).not.toContain(body);
    expect((await call(app, owner, 'GET', '/api/conversations')).body).not.toContain(body);

    await moderate('MESSAGE', messageId, 'RESTORE');
    expect(await asOwner()).toContain(body);
    expect(await asFinder()).toContain(body);
  });

  it('a hidden lost report is gone from every public answer, and comes back when restored', async () => {
    const owner = await createUser(app);
    const title = `숨길 신고 ${unique()}`;
    const id = await createReport(app, owner, { title });
    await flag(await createUser(app), 'LOST_REPORT', id);
    expect((await moderate('LOST_REPORT', id, 'HIDE')).json().message).toBe(m.hidden);
    const list = await call(app, null, 'GET', '/api/lost-pet/paged?size=100&order=desc');
    expect(list.body).not.toContain(title);
    expect((await call(app, null, 'GET', `/api/lost-pet/${id}`)).statusCode).toBe(404);
    expect((await call(app, await createUser(app), 'GET', `/api/lost-pet/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(app, null, 'GET', `/api/lost-pet/${id}/flyer.pdf`)).statusCode).toBe(404);
    expect((await call(app, admin, 'GET', `/api/lost-pet/${id}`)).statusCode).toBe(200);
    expect((await queue()).some((i) => i.targetId === id && i.targetType === 'LOST_REPORT')).toBe(
      false,
    );
    expect(
      (await queue('ALL')).find((i) => i.targetId === id && i.targetType === 'LOST_REPORT'),
    ).toMatchObject({ hidden: true, open: false });

    await moderate('LOST_REPORT', id, 'RESTORE');
    expect((await call(app, null, 'GET', `/api/lost-pet/${id}`)).statusCode).toBe(200);
  });

  it("a hidden sighting leaves the board, the detail and the families' candidates", async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const id = (
      await postSighting(
        app,
        { user: await createUser(app) },
        { lostReportId: String(reportId) },
        [],
      )
    ).json().id;
    await app.jobs.idle();
    await moderate('SIGHTING', id, 'HIDE');
    const board = (await call(app, null, 'GET', '/api/sightings/paged?size=100')).json().data;
    expect(board.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await call(app, null, 'GET', `/api/sightings/${id}`)).statusCode).toBe(404);
    const matches = (await call(app, owner, 'GET', `/api/lost-pet/${reportId}/matches`)).json();
    expect(matches.candidates.map((c: { sightingId: number }) => c.sightingId)).not.toContain(id);
    const notes = (await call(app, owner, 'GET', '/api/notifications')).json().content;
    expect(notes.map((n: { sightingId: number }) => n.sightingId)).not.toContain(id);
  });

  it('blocking a visitor refuses their next post; blocking a member, their next post and message', async () => {
    const email = `spam_${unique()}@example.com`;
    const { id } = await visitorSighting(app, email, {}, []);
    expect((await moderate('SIGHTING', id, 'BLOCK')).json().message).toBe(m.blocked);
    const again = await postSighting(app, { email }, {}, []);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(sightingMessages.blocked);

    const member = await createUser(app);
    const reportId = await createReport(app, member, {}, null);
    await moderate('LOST_REPORT', reportId, 'BLOCK');
    const post = await postSighting(app, { user: member }, {}, []);
    expect(post.statusCode).toBe(403);
    const report = await postReport(app, member);
    expect(report.statusCode).toBe(403);
    expect(report.json().message).toBe(sightingMessages.blocked);
  });
});
