import { conversationMessages, mailOffMessages as m } from '@chajul/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { finderHeaders, visitorSighting } from './sightings.helpers';

/** A short window, so a test sees it end; the product's is 10 minutes. */
const WINDOW_SECONDS = 3;
const app = await buildTestApp({ visitorMessageMailWindowSeconds: WINDOW_SECONDS });
const messageMails = (email: string) =>
  app.sentMails.filter(
    (mail) => mail.to === email && mail.subject === conversationMessages.mailSubject,
  );

/** A visitor's sighting, and a conversation its finder began with a member's lost report. */
async function conversation(email = `finder_${unique()}@example.com`) {
  const owner = await createUser(app);
  const reportId = await createReport(app, owner, {}, null);
  const { id: sightingId, token } = await visitorSighting(app, email, {}, []);
  const started = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: finderHeaders(token),
    payload: { lostReportId: reportId, sightingId, body: '공원 앞에서 봤어요.' },
  });
  expect(started.statusCode).toBe(201);
  return { owner, email, id: started.json().id as number };
}

const write = async (owner: { id: number }, id: number, body: string) =>
  expect(
    (await call(app, owner, 'POST', `/api/conversations/${id}/messages`, { body })).statusCode,
  ).toBe(201);

/** The mail-off link of a mail, as the page it leads to sends it. */
function mailOffOf(text: string, scope: 'conversation' | 'all') {
  const token = new RegExp(`/mail-off\\?scope=${scope}&token=(\\S+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${scope} mail-off link in: ${text}`);
  return (body: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/mail-off',
      payload: { token, scope: scope.toUpperCase(), ...body },
    });
}

describe("a visitor's message mails (issue 38 item 4)", () => {
  it('eight messages make one mail at once and one when the window ends', async () => {
    const { owner, email, id } = await conversation();
    for (let i = 1; i <= 8; i++) await write(owner, id, `메시지 ${i}`);
    // The window's mail: the in-process queue's idle() waits for it; pg-boss finds the job
    // due at the window's end by polling (2 s).
    await vi.waitFor(() => expect(messageMails(email).length).toBeGreaterThan(1), {
      timeout: (WINDOW_SECONDS + 6) * 1000,
      interval: 200,
    });
    await app.jobs.idle();
    const mails = messageMails(email);
    expect(mails).toHaveLength(2);
    const counted = mails.map((mail) => Number(/새 메시지 (\d+)개/.exec(mail.text)?.[1] ?? 1));
    expect(counted.reduce((a, b) => a + b)).toBe(8);
    expect(mails[1]!.text).toContain(`&conversation=${id}`);
  });

  it('every mail to a visitor carries a link that turns the conversation off, no login', async () => {
    const { owner, email, id } = await conversation();
    await write(owner, id, '안녕하세요, 보호자입니다.');
    await app.jobs.idle();
    const [mail] = messageMails(email);
    const off = await mailOffOf(mail!.text, 'conversation')();
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(m.conversationOff);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000));
    await write(owner, id, '혹시 보셨나요?');
    await app.jobs.idle();
    expect(messageMails(email)).toHaveLength(1);
  });

  it("the link's ALL turns off every conversation's mail to the address, +tags included", async () => {
    const local = `finder_${unique()}`;
    const first = await conversation(`${local}@example.com`);
    const second = await conversation(`${local}+2@example.com`);
    await write(first.owner, first.id, '첫 번째 보호자입니다.');
    await app.jobs.idle();
    const [mail] = messageMails(first.email);
    expect((await mailOffOf(mail!.text, 'all')()).json().message).toBe(m.allOff);
    await write(second.owner, second.id, '두 번째 보호자입니다.');
    await app.jobs.idle();
    expect(messageMails(second.email)).toHaveLength(0);
  });

  it('refuses a forged or altered mail-off token in Korean', async () => {
    const { owner, email, id } = await conversation();
    await write(owner, id, '안녕하세요.');
    await app.jobs.idle();
    const [mail] = messageMails(email);
    const token = /scope=all&token=(\S+)/.exec(mail!.text)![1]!;
    const [sightingId, , mac] = token.split('.');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/mail-off',
      payload: { token: `${Number(sightingId) + 1}.0.${mac}`, scope: 'ALL' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(m.invalid);
  });
});
