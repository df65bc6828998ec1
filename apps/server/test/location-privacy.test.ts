import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicPointOfReport } from '../src/modules/reports/report-point';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

// A web build with an index.html, so link previews of report pages are served too.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
fs.writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><head><title>찾아줄개</title></head><body></body></html>',
);
const routes: RouteOptions[] = [];
const app = await buildTestApp(
  {},
  { webDistDir: web, onRoute: (route) => void routes.push(route) },
);

const owner = await createUser(app);
const finder = await createUser(app);
const stranger = await createUser(app);
/** The owner's pin (their front door, say) and their dog's 동물등록번호. */
const PIN = { lat: '37.28456', lng: '127.06123' };
const CHIP = '410123456789012';
const FINDER_CHIP = '410987654321098';
const reportId = await createReport(app, owner, {
  ...PIN,
  placeDetail: '광교호수공원 정문',
  microchip: CHIP,
  phoneVisibility: 'PUBLIC',
});
const unpinned = await createReport(app, owner, { region: '서울특별시', district: '마포구' });
const sighting = await postSighting(
  app,
  { user: finder },
  { lostReportId: String(reportId), microchip: FINDER_CHIP },
);
const sightingId = sighting.json().id as number;
await app.jobs.idle();

/** What a reader must never see: the pin to finer than the grid, and the chip numbers. */
const SECRETS = ['37.2845', '127.0612', CHIP, FINDER_CHIP];

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-flyer-')), 'f.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** Every GET route, its path parameters filled with `id` (or 1). */
const urlsFor = (id: number) =>
  routes
    .filter((r) => [r.method].flat().includes('GET'))
    .map((r) => r.url.replace(/:id\b/g, String(id)).replace(/:\w+/g, '1').replace('*', 'x.jpg'));

async function textOf(url: string, user: { id: number } | null) {
  const res = await call(app, user, 'GET', url);
  return res.headers['content-type']?.toString().includes('pdf') && res.statusCode === 200
    ? pdfText(res.rawPayload)
    : res.body;
}

describe('a lost report’s place (ADR 150)', () => {
  it('reaches no visitor or other member exactly, in any answer (every GET route walked)', async () => {
    const urls = [reportId, sightingId].flatMap((id) => [
      ...urlsFor(id),
      `/report/view?id=${id}`,
      `/sighting/view?id=${id}`,
      `/api/lost-pet/paged?size=100&order=desc`,
      `/api/lost-pet/${id}/flyer.pdf?contact=1`,
    ]);
    expect(urls.length).toBeGreaterThan(100);
    for (const reader of [null, stranger]) {
      for (const url of urls) {
        const text = await textOf(url, reader);
        for (const secret of SECRETS) expect(text, `${url} ${reader?.id}`).not.toContain(secret);
      }
    }
    // The place the visitor sees: the pin on a grid of about 500 m, marked approximate.
    const seen = (await call(app, null, 'GET', `/api/lost-pet/${reportId}`)).json().data;
    expect(seen).toMatchObject({
      point: { lat: 37.285, lng: 127.06, approximate: true },
      placeDetail: '광교호수공원 정문',
      microchip: null,
    });
  });

  it('is exact for its owner alone, in the detail, as is the 동물등록번호', async () => {
    const own = (await call(app, owner, 'GET', `/api/lost-pet/${reportId}`)).json().data;
    expect(own).toMatchObject({
      point: { lat: 37.28456, lng: 127.06123, approximate: false },
      microchip: CHIP,
    });
    // Lists are the same for everyone, the owner included.
    const list = (await call(app, owner, 'GET', '/api/lost-pet/paged?size=100')).json().data;
    const row = list.find((r: { id: number }) => r.id === reportId);
    expect(row.point).toEqual({ lat: 37.285, lng: 127.06, approximate: true });
    expect(row).not.toHaveProperty('microchip');
  });

  it('is the 시/군/구 centroid, marked approximate, for a report without a pin', async () => {
    const data = (await call(app, owner, 'GET', `/api/lost-pet/${unpinned}`)).json().data;
    expect(data.point).toMatchObject({ approximate: true });
    expect(data.point.lat).toBeCloseTo(37.566, 1);
  });

  it('a finder’s 동물등록번호 is shown to that finder alone', async () => {
    const own = (await call(app, finder, 'GET', `/api/sightings/${sightingId}`)).json().data;
    expect(own.microchip).toBe(FINDER_CHIP);
    const other = (await call(app, owner, 'GET', `/api/sightings/${sightingId}`)).json().data;
    expect(other.microchip).toBeNull();
  });

  it('publicPointOfReport gives the owner the pin and everyone else the grid point', () => {
    const row = {
      authorId: 7,
      region: '경기도',
      district: '수원시',
      lat: 37.28456,
      lng: 127.06123,
    };
    expect(publicPointOfReport(row, { id: 7 })).toEqual({
      lat: 37.28456,
      lng: 127.06123,
      approximate: false,
    });
    for (const reader of [null, { id: 8 }]) {
      expect(publicPointOfReport(row, reader)).toEqual({
        lat: 37.285,
        lng: 127.06,
        approximate: true,
      });
    }
    const centroid = publicPointOfReport({ ...row, lat: null, lng: null }, { id: 7 });
    expect(centroid?.approximate).toBe(true);
  });
});
