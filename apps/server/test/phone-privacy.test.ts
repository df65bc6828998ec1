import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { phoneMessages } from '@chajul/contracts';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { phoneReveals } from '../src/db/schema';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport, putReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

// A web build with an index.html, so link previews of report pages are served too.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
fs.writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><head><title>찾아줄개</title></head><body></body></html>',
);
const routes: RouteOptions[] = [];
const app = await buildTestApp(
  {
    writeLimits: {
      ...loadConfig({}).writeLimits,
      sightings: { perMember: 1000, perAddress: 1000 },
    },
  },
  { webDistDir: web, onRoute: (route) => void routes.push(route) },
);

const owner = await createUser(app);
const PHONES = { MEMBERS: '010-2468-1357', NONE: '010-1357-2468', PUBLIC: '010-9753-8642' };
const ids = {
  MEMBERS: await createReport(app, owner, { phone: PHONES.MEMBERS, phoneVisibility: 'MEMBERS' }),
  NONE: await createReport(app, owner, { phone: PHONES.NONE, phoneVisibility: 'NONE' }),
  PUBLIC: await createReport(app, owner, { phone: PHONES.PUBLIC, phoneVisibility: 'PUBLIC' }),
  // Without the field: the default, members only.
  DEFAULT: await createReport(app, owner, { phone: '010-8642-9753' }),
};
const hidden = [PHONES.MEMBERS, PHONES.NONE, '010-8642-9753'];
const digits = (phone: string) => phone.replace(/-/g, '');
await postSighting(app, { user: await createUser(app) }, { lostReportId: String(ids.MEMBERS) }, []);
await app.jobs.idle();

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-flyer-')), 'f.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** Every GET route, its path parameters filled with the reports' ids (or 1). */
function urlsFor(id: number): string[] {
  return routes
    .filter((r) => [r.method].flat().includes('GET'))
    .map((r) => r.url.replace(/:id\b/g, String(id)).replace(/:\w+/g, '1').replace('*', 'x.jpg'));
}

describe('phone numbers', () => {
  it('reach no visitor answer unless the owner chose "everyone" (every GET route walked)', async () => {
    const urls = Object.values(ids).flatMap((id) => [
      ...urlsFor(id),
      `/report/view?id=${id}`,
      `/api/lost-pet/paged?size=100&order=desc`,
      `/api/lost-pet/${id}/flyer.pdf`,
    ]);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      const text =
        res.headers['content-type']?.toString().includes('pdf') && res.statusCode === 200
          ? pdfText(res.rawPayload)
          : res.body;
      for (const phone of hidden) {
        expect(text, url).not.toContain(phone);
        expect(text, url).not.toContain(digits(phone));
      }
    }
    const shown = await call(app, null, 'GET', `/api/lost-pet/${ids.PUBLIC}`);
    expect(shown.json().data).toMatchObject({ phone: PHONES.PUBLIC, phoneVisibility: 'PUBLIC' });
    expect(
      pdfText((await app.inject(`/api/lost-pet/${ids.PUBLIC}/flyer.pdf`)).rawPayload),
    ).toContain(PHONES.PUBLIC);
  });

  it('is not in a member’s answers either until they click, and the click is logged', async () => {
    const member = await createUser(app);
    const detail = (await call(app, member, 'GET', `/api/lost-pet/${ids.MEMBERS}`)).json().data;
    expect(detail).toMatchObject({ phone: null, phoneVisibility: 'MEMBERS' });
    const click = await call(app, member, 'POST', `/api/lost-pet/${ids.MEMBERS}/phone`);
    expect(click.statusCode).toBe(200);
    expect(click.json()).toEqual({ phone: PHONES.MEMBERS });
    expect(click.headers['cache-control']).toBe('no-store');
    const log = await app.db.select().from(phoneReveals);
    expect(log).toContainEqual(
      expect.objectContaining({ reportId: ids.MEMBERS, userId: member.id }),
    );
    // "Nobody": messages only. A visitor must log in first.
    const none = await call(app, member, 'POST', `/api/lost-pet/${ids.NONE}/phone`);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(phoneMessages.hidden);
    expect((await call(app, null, 'POST', `/api/lost-pet/${ids.MEMBERS}/phone`)).statusCode).toBe(
      401,
    );
    // The owner always sees their own.
    const own = (await call(app, owner, 'GET', `/api/lost-pet/${ids.NONE}`)).json().data;
    expect(own.phone).toBe(PHONES.NONE);
  });

  it('clicks are limited per member', async () => {
    const member = await createUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await call(app, member, 'POST', `/api/lost-pet/${ids.MEMBERS}/phone`)).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('an edit without the choice keeps it; an edit with it changes it', async () => {
    await putReport(app, owner, ids.NONE, { phone: PHONES.NONE });
    expect(
      (await call(app, null, 'GET', `/api/lost-pet/${ids.NONE}`)).json().data.phoneVisibility,
    ).toBe('NONE');
    const bad = await putReport(app, owner, ids.NONE, { phoneVisibility: 'FRIENDS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(phoneMessages.visibilityInvalid);
  });
});
