import type { MapItem, MapResponse } from '@chajul/contracts';
import { distanceKm, mapMessages, pointOf } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { shelters, sightings } from '../src/db/schema';
import { createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

const app = await buildTestApp();
const owner = await createUser(app);
const stranger = await createUser(app);
const admin = await createAdmin(app);

/** 광교 (수원): the owner's pin, maybe their door. */
const PIN = { lat: 37.28456, lng: 127.06123 };
const pinned = await createReport(app, owner, {
  lat: String(PIN.lat),
  lng: String(PIN.lng),
  title: '광교에서 잃어버린 초코',
  dateLost: '2026-10-03',
});
const unpinned = await createReport(app, owner, {
  region: '서울특별시',
  district: '마포구',
  dateLost: '2026-09-20',
});
const farAway = await createReport(app, stranger, {
  region: '부산광역시',
  district: '해운대구',
  dateLost: '2026-10-10',
});
const closed = await createReport(app, stranger, { dateLost: '2026-10-04' });
await call(app, stranger, 'POST', `/api/lost-pet/${closed}/close`, { reason: 'BY_ITSELF' });
const found = (
  await postSighting(app, { user: stranger }, { lat: '37.2839', lng: '127.0656' })
).json().id as number;
const seen = (
  await postSighting(
    app,
    { user: stranger },
    { kind: 'SEEN', seenAt: '2026-10-08T10:00', region: '서울특별시', district: '마포구' },
  )
).json().id as number;
const hidden = (await postSighting(app, { user: stranger }, { lat: '37.29', lng: '127.07' })).json()
  .id as number;
await call(app, admin, 'POST', '/api/admin/moderation', {
  targetType: 'SIGHTING',
  targetId: hidden,
  action: 'HIDE',
});
// A visitor's post never confirmed by its mail stays off the map.
const pending = (await postSighting(app, { email: 'finder@example.com' })).json().id as number;
const [shelter] = await app.db
  .insert(shelters)
  .values({
    careRegNo: 'MAP-1',
    careNm: '수원시 동물보호센터',
    careAddr: '경기도 수원시 권선구',
    lat: 37.2436,
    lng: 126.9706,
  })
  .returning({ id: shelters.id });
await app.jobs.idle();

const getMap = async (query: string, user: { id: number } | null = null) => {
  const res = await call(app, user, 'GET', `/api/map?zoom=18&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MapResponse;
};
const list = async (query: string, user: { id: number } | null = null) => {
  const res = await call(app, user, 'GET', `/api/map/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MapItem[];
};
const find = (items: MapItem[], kind: string, id: number) =>
  items.find((p) => p.kind === kind && p.id === id);
const keys = (items: MapItem[]) => items.map((p) => `${p.kind}:${p.id}`).sort();

describe('GET /api/map: what it shows', () => {
  it('shows open lost reports, public found and seen reports and shelters, and nothing closed, hidden or unconfirmed', async () => {
    expect([closed, found, seen, hidden, pending].every(Number.isInteger)).toBe(true);
    const { points, clusters, total } = await getMap('');
    expect(clusters).toEqual([]);
    expect(total).toBe(points.length);
    expect(keys(points)).toEqual(
      [
        `lost:${pinned}`,
        `lost:${unpinned}`,
        `lost:${farAway}`,
        `found:${found}`,
        `seen:${seen}`,
        `shelter:${shelter!.id}`,
      ].sort(),
    );
    for (const gone of [`lost:${closed}`, `found:${hidden}`, `found:${pending}`])
      expect(keys(points)).not.toContain(gone);
  });

  it('rounds a lost report’s pin to the grid for visitors and other members, exact for its owner', async () => {
    for (const reader of [null, stranger]) {
      const point = find((await getMap('kinds=lost', reader)).points, 'lost', pinned)!.point;
      expect(point).toEqual({ lat: 37.285, lng: 127.06, approximate: true });
      const listed = find(await list('kinds=lost', reader), 'lost', pinned)!.point;
      expect(listed).toEqual(point);
    }
    const mine = find((await getMap('kinds=lost', owner)).points, 'lost', pinned)!.point;
    expect(mine).toEqual({ ...PIN, approximate: false });
    expect(find(await list('kinds=lost', owner), 'lost', pinned)!.point).toEqual(mine);
    const res = await call(app, owner, 'GET', '/api/map?kinds=lost');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('places a report without a pin near its 시/군/구 centroid, jittered the same way every time, marked approximate', async () => {
    const centroid = pointOf('서울특별시', '마포구')!;
    const first = find((await getMap('')).points, 'lost', unpinned)!.point;
    const again = find((await getMap('kinds=lost')).points, 'lost', unpinned)!.point;
    expect(again).toEqual(first);
    expect(first.approximate).toBe(true);
    const km = distanceKm(centroid, [first.lat, first.lng]);
    expect(km).toBeGreaterThan(0.2);
    expect(km).toBeLessThan(1.6);
    // The seen report in the same district gets its own spot.
    const other = find((await getMap('')).points, 'seen', seen)!.point;
    expect(other.approximate).toBe(true);
    expect(other).not.toEqual(first);
    // A found report's pin shows as placed.
    expect(find((await getMap('')).points, 'found', found)!.point).toEqual({
      lat: 37.2839,
      lng: 127.0656,
      approximate: false,
    });
  });
});

describe('GET /api/map: filters', () => {
  it('keeps only the kinds asked for', async () => {
    expect(keys((await getMap('kinds=found,seen')).points)).toEqual(
      [`found:${found}`, `seen:${seen}`].sort(),
    );
    expect(keys((await getMap('kinds=shelter')).points)).toEqual([`shelter:${shelter!.id}`]);
  });

  it('keeps the days lost or seen within from and to, shelters whatever the dates', async () => {
    const { points } = await getMap('from=2026-10-03&to=2026-10-09');
    expect(keys(points)).toEqual(
      [`lost:${pinned}`, `found:${found}`, `seen:${seen}`, `shelter:${shelter!.id}`].sort(),
    );
    expect(keys((await getMap('kinds=lost&from=2026-10-10')).points)).toEqual([`lost:${farAway}`]);
  });

  it('near me keeps what lies within the radius: 1 km around 광교, then 30 km reaches 마포구 but not 부산', async () => {
    const near = `lat=${PIN.lat}&lng=${PIN.lng}`;
    expect(keys((await getMap(`${near}&radiusKm=1`)).points)).toEqual(
      [`lost:${pinned}`, `found:${found}`].sort(),
    );
    const wide = keys((await getMap(`${near}&radiusKm=30`)).points);
    expect(wide).toEqual([`lost:${pinned}`, `found:${found}`, `shelter:${shelter!.id}`].sort());
    const seoul = pointOf('서울특별시', '마포구')!;
    const mapo = keys((await getMap(`lat=${seoul[0]}&lng=${seoul[1]}&radiusKm=3`)).points);
    expect(mapo).toEqual([`lost:${unpinned}`, `seen:${seen}`].sort());
  });

  it('a bbox keeps the view; the list answers the same points, newest day first, a page at a time', async () => {
    const bbox = 'bbox=126.5,37.0,127.5,37.8';
    const inView = keys((await getMap(bbox)).points);
    expect(inView).not.toContain(`lost:${farAway}`);
    const listed = await list(`${bbox}&size=50`);
    expect(keys(listed)).toEqual(inView);
    const dated = listed.filter((p) => p.date !== null).map((p) => p.date!);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(listed.at(-1)!.kind).toBe('shelter');
    const page = await call(app, null, 'GET', `/api/map/list?${bbox}&size=2&page=1`);
    expect(page.json().pagination.meta).toEqual({
      totalPages: Math.ceil(inView.length / 2),
      currentPage: 1,
      totalItems: inView.length,
    });
    expect(keys(page.json().data)).toEqual(keys(listed.slice(2, 4)));
  });

  it('answers bad filters with a Korean 400', async () => {
    const bad = async (query: string, message: string) => {
      const res = await call(app, null, 'GET', `/api/map?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad('radiusKm=5&lat=37&lng=127', mapMessages.badRadius);
    await bad('lat=37&lng=127', mapMessages.nearNeedsAll);
    await bad('kinds=lost,cats', mapMessages.badKinds);
    await bad('from=2026-10-09&to=2026-10-01', mapMessages.dateOrder);
    await bad('from=10/09/2026', mapMessages.badDate);
    await bad('bbox=127,37,126', mapMessages.badBbox);
  });
});

describe('GET /api/map: clustering (ADR 170)', () => {
  it('draws many close points as bubbles with counts per kind at a low zoom, and one by one close up', async () => {
    const base = { region: '제주특별자치도', district: '제주시', place: '탑동', status: 'OPEN' };
    await app.db.insert(sightings).values(
      Array.from({ length: 40 }, (_, i) => ({
        ...base,
        kind: i % 4 === 0 ? 'SEEN' : 'FOUND',
        seenAt: new Date('2026-10-01T03:00:00Z'),
        lat: 33.51 + (i % 8) * 0.001,
        lng: 126.52 + Math.floor(i / 8) * 0.001,
      })),
    );
    const jeju = 'bbox=126.0,33.0,127.0,34.0&kinds=found,seen';
    const far = (await call(app, null, 'GET', `/api/map?${jeju}&zoom=8`)).json() as MapResponse;
    expect(far.points).toEqual([]);
    expect(far.clusters).toHaveLength(1);
    expect(far.clusters[0]).toMatchObject({
      count: 40,
      counts: { found: 30, seen: 10, lost: 0, shelter: 0 },
    });
    expect(far.total).toBe(40);
    const close = (await call(app, null, 'GET', `/api/map?${jeju}&zoom=17`)).json() as MapResponse;
    expect(close.clusters).toEqual([]);
    expect(close.points).toHaveLength(40);
  });
});
