import { reportMessages, todayInKorea } from '@chajul/contracts';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { createReport, postReport, putReport } from '../reports.helpers';
import { expectKoreanError, hostile } from './hostile';

/** A day after `date` (YYYY-MM-DD). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Dates PostgreSQL refuses (year 0) or no lost dog has: a 400 with the form's words. */
const TOO_OLD = ['0000-01-01', '0001-01-01', '1000-02-29', '1989-12-31'];
const FUTURE = [nextDay(todayInKorea()), '9999-12-31'];

let app: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
});

function expectDateRefused(res: { statusCode: number; body: string }, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expectKoreanError(res.body, 400);
  expect(JSON.parse(res.body)).toMatchObject({ message, field: 'dateLost' });
}

it('a lost date before 1990 or in the future is refused when a report is written', async () => {
  for (const [dates, message] of [
    [TOO_OLD, reportMessages.dateInvalid],
    [FUTURE, reportMessages.dateFuture],
  ] as const) {
    for (const dateLost of dates) {
      await hostile(async () => {
        expectDateRefused(await postReport(app, owner, { dateLost }, null), message);
      });
    }
  }
});

it('and when a report is edited', async () => {
  const id = await createReport(app, owner);
  for (const dateLost of [...TOO_OLD, ...FUTURE]) {
    await hostile(async () => {
      const res = await putReport(app, owner, id, { dateLost });
      expect(res.statusCode, `${dateLost}: ${res.body}`).toBe(400);
      expect(res.json().field).toBe('dateLost');
    });
  }
});

it('the first and last dates of the range are accepted', async () => {
  for (const dateLost of ['1990-01-01', todayInKorea()]) {
    const res = await postReport(app, owner, { dateLost }, null);
    expect(res.statusCode, res.body).toBe(201);
  }
});
