import { auditMessages } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { blankAccount } from '../src/modules/privacy/withdrawal.repository';
import { authHeaders, createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';
import { PERMISSION_TABLE } from './security/permission-table';

const app = await buildTestApp();
const admin = await createAdmin(app);
const member = await createUser(app);
const adminHeaders = await authHeaders(app, admin);

const trail = async (query = '') => {
  const res = await app.inject({ url: `/api/admin/audit${query}`, headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    content: { action: string; actorUserid: string; targetKind: string; targetId: string }[];
    totalElements: number;
  };
};

describe('the audit trail records each admin read of personal data', () => {
  it.each([
    ['member.view', `/api/admin/users/${member.id}`],
    ['member.reports.view', `/api/admin/users/${member.id}/lost-reports`],
    ['member.inquiries.view', `/api/admin/users/${member.id}/inquiries`],
  ])('%s: who, what, whom, from which address', async (action, url) => {
    const res = await app.inject({ url, headers: adminHeaders, remoteAddress: '10.29.0.7' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await trail(`?action=${action}`)).content;
    expect(entry).toMatchObject({
      action,
      actorUserid: admin.userid,
      targetKind: 'user',
      targetId: String(member.id),
      ip: '10.29.0.7',
    });
  });

  it("an admin opening a member's private inquiry, but not a public one or their own", async () => {
    const write = async (isPublic: boolean) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/inquiries',
          headers: await authHeaders(app, member),
          payload: { title: '비밀 문의', content: '전화번호를 바꾸고 싶어요', isPublic },
        })
      ).json().id as number;
    const hidden = await write(false);
    const open = await write(true);
    const before = (await trail('?action=inquiry.view')).totalElements;
    await app.inject({ url: `/api/inquiries/${open}`, headers: adminHeaders });
    await app.inject({ url: `/api/inquiries/${hidden}`, headers: await authHeaders(app, member) });
    expect((await trail('?action=inquiry.view')).totalElements).toBe(before);
    await app.inject({ url: `/api/inquiries/${hidden}`, headers: adminHeaders });
    const after = await trail('?action=inquiry.view');
    expect(after.totalElements).toBe(before + 1);
    expect(after.content[0]).toMatchObject({ targetKind: 'inquiry', targetId: String(hidden) });
  });

  it('an admin deleting a member', async () => {
    const leaving = await createUser(app);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await trail('?action=member.delete')).content;
    expect(entry).toMatchObject({ targetId: String(leaving.id), actorUserid: admin.userid });
  });

  it('a read that finds no member records nothing', async () => {
    const before = (await trail()).totalElements;
    expect(
      (await app.inject({ url: '/api/admin/users/999999', headers: adminHeaders })).statusCode,
    ).toBe(404);
    expect((await trail()).totalElements).toBe(before);
  });
});

describe('an admin who withdrew since (issue 38 item 17)', () => {
  it('is said to be withdrawn, never shown by the blanked 아이디 _w{id}', async () => {
    const leaving = await createAdmin(app);
    await app.inject({
      url: `/api/admin/users/${member.id}`,
      headers: await authHeaders(app, leaving),
    });
    const [before] = (await trail()).content;
    expect(before).toMatchObject({ actorUserid: leaving.userid, actorWithdrawn: false });
    await blankAccount(app.db, leaving.id);
    const [after] = (await trail()).content;
    expect(after).toMatchObject({ actorId: leaving.id, actorUserid: null, actorWithdrawn: true });
    expect(JSON.stringify((await trail()).content)).not.toContain(`_w${leaving.id}`);
  });
});

describe('filters', () => {
  it('by actor, action and Korean day', async () => {
    const other = await createAdmin(app);
    await app.inject({
      url: `/api/admin/users/${member.id}`,
      headers: await authHeaders(app, other),
    });
    const byOther = await trail(`?actor=${other.userid}`);
    expect(byOther.totalElements).toBe(1);
    expect(byOther.content[0]?.actorUserid).toBe(other.userid);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}`)).totalElements).toBe(
      (await trail()).totalElements,
    );
    expect((await trail('?to=2000-01-01')).totalElements).toBe(0);
    const bad = await app.inject({ url: '/api/admin/audit?from=어제', headers: adminHeaders });
    expect(bad.statusCode).toBe(400);
  });

  it('a day that is not on the calendar is a 400 naming its field, not a server error', async () => {
    const cases = [
      ['from', '2026-99-99', auditMessages.fromInvalid],
      ['to', '2026-02-30', auditMessages.toInvalid],
      ['from', '2026-13-01', auditMessages.fromInvalid],
      ['to', '+12026-01-01', auditMessages.toInvalid],
    ] as const;
    for (const [field, day, message] of cases) {
      const res = await app.inject({
        url: `/api/admin/audit?${field}=${encodeURIComponent(day)}`,
        headers: adminHeaders,
      });
      expect(res.statusCode, day).toBe(400);
      expect(res.json(), day).toMatchObject({ message, field });
    }
    expect((await trail('?from=2028-02-29')).totalElements).toBe(0);
  });

  it('members and visitors cannot read it', async () => {
    expect((await app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const asMember = await app.inject({
      url: '/api/admin/audit',
      headers: await authHeaders(app, member),
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('append-only for the application', () => {
  it('no route changes or removes an entry: the audit path answers GET only', async () => {
    const routes = PERMISSION_TABLE.map((row) => row.route).filter((r) => r.includes('/audit'));
    expect(routes).toEqual(['GET /api/admin/audit']);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const res = await app.inject({ method, url, headers: adminHeaders, payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
  });
});
