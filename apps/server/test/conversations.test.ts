import { conversationMessages as m } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { finderHeaders, postSighting, visitorSighting } from './sightings.helpers';

const app = await buildTestApp();
const mailsTo = (email: string) => app.sentMails.filter((mail) => mail.to === email);

/** An owner's lost report and a visitor's confirmed sighting of it. */
async function pair() {
  const owner = await createUser(app);
  const reportId = await createReport(app, owner, {}, null);
  const email = `finder_${unique()}@example.com`;
  const { id: sightingId, token } = await visitorSighting(app, email, { name: '이웃' }, []);
  return { owner, reportId, email, sightingId, token };
}

const asFinder = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: finderHeaders(token), ...(payload ? { payload } : {}) });

describe('messages between a family and a finder', () => {
  it('the visitor writes through the private link, the owner answers, each is told', async () => {
    const { owner, reportId, email, sightingId, token } = await pair();
    const started = await asFinder(token, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '공원 앞에서 이 아이를 봤어요.',
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().id;
    await app.jobs.idle();
    const notes = (await call(app, owner, 'GET', '/api/notifications')).json().content;
    expect(notes.filter((n: { kind: string }) => n.kind === 'MESSAGE')).toEqual([
      expect.objectContaining({ conversationId: id, reportId, sightingId }),
    ]);
    // The pair's own alert mail may be sent after it (pg-boss runs mail jobs side by side).
    const texts = mailsTo(owner.email).map((mail) => mail.text);
    expect(texts).toContainEqual(expect.stringContaining(`/messages?id=${id}`));

    const list = (await call(app, owner, 'GET', '/api/conversations')).json().content;
    expect(list[0]).toMatchObject({ id, role: 'OWNER', otherName: '이웃', unread: 1 });

    const opened = (await call(app, owner, 'GET', `/api/conversations/${id}`)).json();
    expect(opened.messages).toEqual([
      expect.objectContaining({
        fromMe: false,
        senderName: '이웃',
        body: '공원 앞에서 이 아이를 봤어요.',
      }),
    ]);
    expect(opened.unread).toBe(0);

    const answer = await call(app, owner, 'POST', `/api/conversations/${id}/messages`, {
      body: '고맙습니다! 지금 그쪽으로 갈게요.',
    });
    expect(answer.statusCode).toBe(201);
    await app.jobs.idle();
    expect(mailsTo(email).map((mail) => mail.text)).toContainEqual(
      expect.stringContaining(`/sighting/manage?token=${token}&conversation=${id}`),
    );
    const visitorView = (await asFinder(token, 'GET', `/api/conversations/${id}`)).json();
    expect(visitorView.role).toBe('FINDER');
    expect(visitorView.messages.map((x: { fromMe: boolean }) => x.fromMe)).toEqual([true, false]);
    expect(visitorView.messages[1].senderName).toBe(m.ownerName);
    // The pair has one conversation: starting again adds to it.
    const again = await asFinder(token, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '네, 기다릴게요.',
    });
    expect(again.json().id).toBe(id);
  });

  it('is readable only by its two parties', async () => {
    const { owner, reportId, sightingId, token } = await pair();
    const id = (
      await asFinder(token, 'POST', '/api/conversations', {
        lostReportId: reportId,
        sightingId,
        body: '안녕하세요',
      })
    ).json().id;
    const stranger = await createUser(app);
    const admin = await createAdmin(app);
    const other = await pair();
    expect((await call(app, stranger, 'GET', `/api/conversations/${id}`)).statusCode).toBe(403);
    expect((await call(app, admin, 'GET', `/api/conversations/${id}`)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', `/api/conversations/${id}`)).statusCode).toBe(401);
    expect((await asFinder(other.token, 'GET', `/api/conversations/${id}`)).statusCode).toBe(403);
    expect(
      (await call(app, stranger, 'POST', `/api/conversations/${id}/messages`, { body: '끼어들기' }))
        .statusCode,
    ).toBe(403);
    const strangerList = (await call(app, stranger, 'GET', '/api/conversations')).json();
    expect(strangerList.content).toEqual([]);
    // Nobody starts a conversation for a pair they are not in.
    const forged = await call(app, stranger, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '사칭',
    });
    expect(forged.statusCode).toBe(403);
    expect((await call(app, owner, 'GET', `/api/conversations/${id}`)).statusCode).toBe(200);
  });

  it('a member finder and an owner talk from their logins', async () => {
    const owner = await createUser(app);
    const finder = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const sightingId = (await postSighting(app, { user: finder }, {}, [])).json().id;
    const started = await call(app, owner, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '혹시 목줄 색이 빨간색이었나요?',
    });
    expect(started.statusCode).toBe(201);
    await app.jobs.idle();
    const notes = (await call(app, finder, 'GET', '/api/notifications')).json().content;
    expect(notes[0]).toMatchObject({ kind: 'MESSAGE', conversationId: started.json().id });
    expect((await call(app, finder, 'GET', '/api/conversations')).json().content[0].role).toBe(
      'FINDER',
    );
  });

  it('refuses a message of only spaces and invisible characters, and tells no one', async () => {
    const { owner, reportId, sightingId, token } = await pair();
    const blank = await asFinder(token, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: ' \u200b\u00a0 \u200c\u200d\u2060\ufeff\n',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(m.bodyRequired);
    const id = (
      await asFinder(token, 'POST', '/api/conversations', {
        lostReportId: reportId,
        sightingId,
        body: '\u200b공원 앞에서 봤어요.\u00a0',
      })
    ).json().id;
    await app.jobs.idle();
    const mailsBefore = app.sentMails.length;
    const reply = await call(app, owner, 'POST', `/api/conversations/${id}/messages`, {
      body: '\u200b\u00a0',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(m.bodyRequired);
    await app.jobs.idle();
    expect(app.sentMails.length).toBe(mailsBefore);
    const opened = (await call(app, owner, 'GET', `/api/conversations/${id}`)).json();
    expect(opened.messages.map((x: { body: string }) => x.body)).toEqual(['공원 앞에서 봤어요.']);
  });

  it('refuses an empty or too long message, and any message once the sighting is closed', async () => {
    const { reportId, sightingId, token } = await pair();
    const empty = await asFinder(token, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.bodyRequired);
    const long = await asFinder(token, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '가'.repeat(1001),
    });
    expect(long.json().message).toBe(m.bodyTooLong);
    const owner = await createUser(app);
    const ownReport = await createReport(app, owner, {}, null);
    const id = (
      await call(app, owner, 'POST', '/api/conversations', {
        lostReportId: ownReport,
        sightingId,
        body: '보셨나요?',
      })
    ).json().id;
    await asFinder(token, 'POST', `/api/sightings/${sightingId}/close`);
    const late = await call(app, owner, 'POST', `/api/conversations/${id}/messages`, { body: '?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.closedReport);
  });
});
