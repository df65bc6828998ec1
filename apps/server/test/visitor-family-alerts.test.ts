import { closingMessages, lostVisitorMessages as m, mailOffMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lostReports } from '../src/db/schema';
import { askStillLostJob, matchReportsJob } from '../src/jobs/catalogue';
import { createDog } from './dogs-factory';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { validReport } from './reports.helpers';
import { postSighting, visitorFields } from './sightings.helpers';

/*
 * A family that reported without an account hears of matches by e-mail (issue 39 item 1,
 * ADR 243): each mail carries its private link and the links that turn such mail off.
 */
const app = await buildTestApp();
const pin = { lat: '37.28391', lng: '127.06544' };

/** A visitor files and confirms a lost report; returns its id and the family's address. */
async function visitorReport(fields: Record<string, string> = {}) {
  const email = `family_${unique()}@example.com`;
  const body = multipart(
    { ...validReport, ...pin, ...visitorFields(email, 10_000, app), ...fields },
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
  await app.jobs.idle();
  return { id: res.json().id as number, email, token };
}

/** Mails to the family other than the confirmation. */
const alertsTo = (email: string) =>
  app.sentMails.filter((x) => x.to === email && x.subject !== m.mailSubject);

describe("a visitor family's alerts", () => {
  it('a sighting answering the report is mailed with the private link and the off links', async () => {
    const family = await visitorReport();
    const finder = await createUser(app);
    const seen = await postSighting(app, { user: finder }, { lostReportId: String(family.id) });
    expect(seen.statusCode, seen.body).toBe(201);
    await app.jobs.idle();
    const [mail, ...more] = alertsTo(family.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain('제보가 들어왔어요');
    expect(mail?.text).toContain(`/lost/manage?token=${family.token}`);
    expect(mail?.text).toMatch(/\/mail-off\?scope=all&token=L\d+\.0\./);
    expect(mail?.text).not.toContain('scope=conversation');
    expect(mail?.text).not.toContain(finder.email);
  });

  it('stops once the family turns such mail off by its link', async () => {
    const family = await visitorReport();
    const finder = await createUser(app);
    await postSighting(app, { user: finder }, { lostReportId: String(family.id) });
    await app.jobs.idle();
    const offToken = /mail-off\?scope=all&token=(\S+)/.exec(alertsTo(family.email)[0]!.text)![1]!;
    const conversationOnly = await app.inject({
      method: 'POST',
      url: '/api/mail-off',
      payload: { token: offToken, scope: 'CONVERSATION' },
    });
    expect(conversationOnly.statusCode).toBe(400);
    const off = await app.inject({
      method: 'POST',
      url: '/api/mail-off',
      payload: { token: offToken, scope: 'ALL' },
    });
    expect(off.json()).toMatchObject({ message: mailOffMessages.allOff });
    const forged = offToken.replace(/^L/, '');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/mail-off',
      payload: { token: forged, scope: 'ALL' },
    });
    expect(wrong.statusCode).toBe(400);

    await postSighting(app, { user: await createUser(app) }, { lostReportId: String(family.id) });
    await app.jobs.idle();
    expect(alertsTo(family.email)).toHaveLength(1);
  });

  it('the 14-day question is mailed with the link that closes the report', async () => {
    const family = await visitorReport();
    await app.db
      .update(lostReports)
      .set({ updatedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(lostReports.id, family.id));
    await app.jobs.send(askStillLostJob, {});
    await app.jobs.idle();
    const asked = alertsTo(family.email).filter(
      (x) => x.subject === closingMessages.stillLostSubject,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain(`/lost/manage?token=${family.token}`);
  });

  it('a closed report is mailed nothing: its link has ended', async () => {
    const family = await visitorReport();
    const closed = await app.inject({
      method: 'POST',
      url: '/api/lost-pet/by-link/close',
      headers: { 'x-owner-token': family.token },
      payload: { reason: 'OTHER' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await app.db.update(lostReports).set({ status: 'OPEN' }).where(eq(lostReports.id, family.id));
    await postSighting(app, { user: await createUser(app) }, { lostReportId: String(family.id) });
    await app.jobs.idle();
    expect(alertsTo(family.email).filter((x) => x.text.includes('/lost/manage'))).toHaveLength(0);
  });

  it('a certain microchip match is mailed once, with the private link (ADR 258)', async () => {
    const microchip = '410100000099001';
    const dog = await createDog(app, undefined, { foundDate: '2026-10-08', microchip });
    const family = await visitorReport({ microchip });
    await app.jobs.send(matchReportsJob, {});
    await app.jobs.idle();
    await app.jobs.send(matchReportsJob, {});
    await app.jobs.idle();
    const chipMails = alertsTo(family.email).filter((x) => x.text.includes(`/lookup/${dog.id}`));
    expect(chipMails.map((x) => x.subject)).toEqual([
      '[찾아줄개] 동물등록번호가 같은 강아지가 보호소에 있어요',
    ]);
    expect(chipMails[0]!.text).toContain(`/lost/manage?token=${family.token}`);
    expect(chipMails[0]!.text).toMatch(/\/mail-off\?scope=all&token=L\d+\.0\./);
    expect(chipMails[0]!.text).not.toContain(microchip);
    expect(chipMails[0]!.text).not.toContain('/mypage/edit');
  });
});
