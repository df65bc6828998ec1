import fs from 'node:fs';
import path from 'node:path';
import { withdrawalMessages } from '@chajul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markWithdrawing } from '../src/modules/privacy/withdrawal.repository';
import {
  finishWithdrawals,
  runWithdrawal,
  withdrawalSteps,
} from '../src/modules/privacy/withdrawal';
import { personalData } from '../src/personal-data';
import { authHeaders } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { getDetail } from './reports.helpers';
import { startS3Server } from './s3-server';
import type { Seeded } from './withdrawal.helpers';
import {
  accountRow,
  nothingLeft,
  personalRowsOf,
  seedMember,
  storedOf,
} from './withdrawal.helpers';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

const withdraw = async (user: { id: number }, password: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/mypage/account',
    headers: await authHeaders(app, user),
    payload: { password },
  });

/** Nothing of the member is left: rows, stored files, the account's personal fields. */
async function expectGone(target: TestApp, seeded: Seeded) {
  expect(await personalRowsOf(target, seeded)).toEqual(nothingLeft);
  expect(await storedOf(target, seeded.files)).toEqual([]);
  const row = await accountRow(target, seeded.member.id);
  expect(row?.withdrawnAt).toBeInstanceOf(Date);
  const kept = JSON.stringify(row);
  for (const value of [seeded.member.userid, seeded.member.nickname, seeded.member.email]) {
    expect(kept).not.toContain(value);
  }
  expect(row?.passwordHash).toBe('!');
}

describe('DELETE /api/mypage/account', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const seeded = await seedMember(app);
    const res = await withdraw(seeded.member, 'Wrong!pass1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(withdrawalMessages.passwordWrong);
    await app.jobs.idle();
    expect((await personalRowsOf(app, seeded)).reports).toBe(1);
    expect(await storedOf(app, seeded.files)).toHaveLength(6);
  });

  it('removes the member: login fails, the report and its photos answer 404, files leave DATA_DIR', async () => {
    const seeded = await seedMember(app);
    const detail = (await getDetail(app, seeded.reportId)).json().data;
    const urls: string[] = detail.photos.flatMap(
      (p: { imagePath: string; thumbnailPath: string }) => [p.imagePath, p.thumbnailPath],
    );
    const res = await withdraw(seeded.member, seeded.member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(withdrawalMessages.withdrawn);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: seeded.member.userid, password: seeded.member.password },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refreshToken: seeded.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    await app.jobs.idle();

    await expectGone(app, seeded);
    expect((await getDetail(app, seeded.reportId)).statusCode).toBe(404);
    for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(404);
    for (const key of seeded.files) {
      expect(fs.existsSync(path.join(app.dataDir, 'uploads', key))).toBe(false);
    }
    const me = await app.inject({
      url: '/api/mypage/me',
      headers: await authHeaders(app, seeded.member),
    });
    expect(me.statusCode).toBe(401);
  });

  it("an admin's delete runs the same withdrawal", async () => {
    const seeded = await seedMember(app);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${seeded.member.id}`,
      headers: await authHeaders(app, seeded.admin),
    });
    expect(res.statusCode).toBe(200);
    await app.jobs.idle();
    await expectGone(app, seeded);
    const again = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${seeded.member.id}`,
      headers: await authHeaders(app, seeded.admin),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("the withdrawal's steps (ADR 255)", () => {
  const names = withdrawalSteps(personalData).map((step) => step.name);

  it('run what is found through the reports and sightings before them, the files after every row, the account last', () => {
    for (const first of ['conversations', 'matches-and-vectors']) {
      for (const then of ['reports', 'sightings']) {
        expect(names.indexOf(first)).toBeGreaterThanOrEqual(0);
        expect(names.indexOf(first)).toBeLessThan(names.indexOf(then));
      }
    }
    expect(names.slice(-2)).toEqual(['files', 'account']);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are every module's that withdraws something", () => {
    const modules = personalData.filter((d) => d.withdraw).map((d) => d.withdraw!.name);
    expect([...names].sort()).toEqual([...modules, 'files', 'account'].sort());
    for (const step of ['sessions', 'consents', 'saved', 'notifications', 'devices', 'phone']) {
      expect(names).toContain(step);
    }
  });
});

describe('a withdrawal cut short at any step finishes when run again', () => {
  const steps = withdrawalSteps(personalData).map((step) => step.name);
  it.each(steps)('cut after %s', async (cutAfter: string) => {
    const seeded = await seedMember(app);
    await markWithdrawing(app.db, seeded.member.id);
    const deps = { db: app.db, storage: app.storage, log: app.log, declarations: personalData };
    await expect(
      runWithdrawal(deps, seeded.member.id, (step) => {
        if (step === cutAfter) throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: seeded.member.userid, password: seeded.member.password },
    });
    expect(login.statusCode).toBe(401);

    await finishWithdrawals(deps);
    await expectGone(app, seeded);
    expect(await finishWithdrawals(deps)).toBe(0);
  });
});

describe('in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucketApp: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucketApp = await buildTestApp({ storage: { kind: 's3', ...s3.options } });
  });
  afterAll(async () => {
    await bucketApp.close();
    await s3.stop();
  });

  it('a withdrawal cut short after the rows deletes the photos from the bucket on the re-run', async () => {
    const seeded = await seedMember(bucketApp);
    expect(await storedOf(bucketApp, seeded.files)).toHaveLength(6);
    await markWithdrawing(bucketApp.db, seeded.member.id);
    const deps = {
      db: bucketApp.db,
      storage: bucketApp.storage,
      log: bucketApp.log,
      declarations: personalData,
    };
    await expect(
      runWithdrawal(deps, seeded.member.id, (step) => {
        if (step === 'inquiries') throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await storedOf(bucketApp, seeded.files)).toHaveLength(6);
    await finishWithdrawals(deps);
    await expectGone(bucketApp, seeded);
  });
});
