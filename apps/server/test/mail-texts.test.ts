import { describe, expect, it } from 'vitest';
import { GREETING } from '../src/lib/mail-text';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { finderHeaders, postSighting, visitorSighting } from './sightings.helpers';

const app = await buildTestApp();
const EVIL = 'evil.example 로그인';
const lastMailTo = (email: string) => app.sentMails.filter((mail) => mail.to === email).at(-1)!;

/** Nothing in the mail a reader would take for our own words or follow as our link. */
function expectNothingOfTheirs(mail: { subject: string; text: string }) {
  expect(mail.text.startsWith(GREETING)).toBe(true);
  for (const part of [mail.subject, mail.text]) {
    expect(part).not.toContain('evil.example');
    expect(part).not.toContain('로그인님');
    expect(part).not.toMatch(/https?:\/\/evil/);
  }
}

describe('what people typed, in our mails (issue 38 item 7)', () => {
  it("a visitor's name is in no greeting: the confirmation greets no one", async () => {
    const email = `victim_${unique()}@example.com`;
    const res = await postSighting(app, { email, name: EVIL }, {}, []);
    expect(res.statusCode).toBe(202);
    await app.jobs.idle();
    const mail = lastMailTo(email);
    expectNothingOfTheirs(mail);
    expect(mail.text).not.toContain('로그인');
  });

  it("another person's title is quoted as theirs, with no link to follow", async () => {
    const owner = await createUser(app);
    const title = `${EVIL} https://evil.example/login`;
    const reportId = await createReport(app, owner, { title }, null);
    const email = `finder_${unique()}@example.com`;
    const { id: sightingId, token } = await visitorSighting(app, email, { name: EVIL }, []);
    const started = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: finderHeaders(token),
      payload: { lostReportId: reportId, sightingId, body: '봤어요.' },
    });
    await call(app, owner, 'POST', `/api/conversations/${started.json().id}/messages`, {
      body: '고맙습니다.',
    });
    await app.jobs.idle();
    const mail = lastMailTo(email);
    expectNothingOfTheirs(mail);
    expect(mail.text).toContain('보호자가 쓴 신고 제목: 「evil[.]example 로그인');
  });
});
