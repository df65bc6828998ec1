/**
 * `npm run bench:map [-- --points 20000 --runs 200 --database-url postgres://…]`: seeds
 * 20,000 open lost reports and found/seen reports (half with a pin, half at a jittered
 * 시/군/구 centroid; two in five around Seoul) and 300 shelters into a throw-away database
 * (PGlite in a temp dir, or the PostgreSQL database named by `--database-url` or
 * `DATABASE_URL`, which it must be free to fill), then prints p50/p95 of `/api/map` and
 * `/api/map/list` through the whole app (routing, validation, the snapshot, supercluster,
 * serialisation): the whole country, a city view, "near me" 3 km at a new spot each call,
 * and the map right after a write (the snapshot reloaded from the database; ADR 170).
 * `--browser` then opens /map on that data in Chromium at phone size (map-browser.ts; needs
 * `npm run build` first, for the web app).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REGIONS, REGION_NAMES, pointOf } from '@chajul/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { lostReports, shelters, sightings, users } from '../src/db/schema';
import { measureMapPage, printMapPage } from './map-browser';

const { values } = parseArgs({
  options: {
    points: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    browser: { type: 'boolean', default: false },
  },
});
const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
if (values.browser && !fs.existsSync(path.join(WEB_DIST, 'index.html')))
  throw new Error(`--browser needs the built web app in ${WEB_DIST}: run npm run build first`);
const TOTAL = Number(values.points);
const RUNS = Number(values.runs);
const PG_URL = values['database-url'] ?? process.env.DATABASE_URL;
const WARM_UP = 10;

/** A small deterministic generator, so that two runs seed the same country. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rnd = random(26);
const SEOUL: [number, number] = [37.5663, 126.9779];
const places = REGION_NAMES.flatMap((region) =>
  (REGIONS[region] as readonly string[]).length
    ? (REGIONS[region] as readonly string[]).map((district) => ({ region, district }))
    : [{ region, district: '' }],
);
function place(i: number) {
  // Two in five in Seoul, the rest anywhere.
  const seoul = i % 5 < 2;
  const pool = seoul ? places.filter((p) => p.region === '서울특별시') : places;
  const at = pool[Math.floor(rnd() * pool.length)]!;
  const centre = pointOf(at.region, at.district) ?? SEOUL;
  const pinned = i % 2 === 0;
  return {
    region: at.region,
    district: at.district,
    lat: pinned ? centre[0] + (rnd() - 0.5) * 0.05 : null,
    lng: pinned ? centre[1] + (rnd() - 0.5) * 0.06 : null,
  };
}
const dayBefore = (i: number) => new Date(Date.UTC(2026, 10, 20) - (i % 365) * 86_400_000);

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [owner] = await db
    .insert(users)
    .values({ userid: 'benchmap', nickname: '벤치', email: 'bench@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  const lostCount = Math.round(TOTAL * 0.6);
  for (let from = 0; from < TOTAL; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, TOTAL - from) }, (_, k) => from + k);
    const lost = batch.filter((i) => i < lostCount);
    const seen = batch.filter((i) => i >= lostCount);
    if (lost.length)
      await db.insert(lostReports).values(
        lost.map((i) => ({
          ...place(i),
          title: `벤치 실종 ${i}`,
          dateLost: dayBefore(i).toISOString().slice(0, 10),
          phone: '010-0000-0000',
          authorId: owner!.id,
        })),
      );
    if (seen.length)
      await db.insert(sightings).values(
        seen.map((i) => ({
          ...place(i),
          kind: i % 3 === 0 ? 'SEEN' : 'FOUND',
          seenAt: dayBefore(i),
          place: '벤치 공원',
          status: 'OPEN',
          breed: '믹스견',
        })),
      );
  }
  await db.insert(shelters).values(
    Array.from({ length: 300 }, (_, i) => {
      const at = places[i % places.length]!;
      const centre = pointOf(at.region, at.district) ?? SEOUL;
      return {
        careRegNo: `BENCH-${i}`,
        careNm: `벤치 보호소 ${i}`,
        careAddr: `${at.region} ${at.district}`,
        lat: centre[0] + 0.01,
        lng: centre[1] + 0.01,
      };
    }),
  );
  for (const table of ['lost_reports', 'sightings', 'shelters'])
    await db.execute(`analyze ${table}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-bench-map-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    REINDEX_INTERVAL_SECONDS: '0',
    JOBS: '0',
    DEMO_DATA: '0',
  });
  const database = await openDatabase({
    url: PG_URL,
    pgliteDir: PG_URL ? undefined : path.join(dataDir, 'db'),
    // As the server runs it: PGlite on its own thread (ADR 107).
    thread: config.pgliteThread,
  });
  const started = Date.now();
  await seed(database.db);
  console.log(
    `${PG_URL ? 'PostgreSQL' : 'PGlite'}: seeded ${TOTAL} reports and sightings and 300 shelters in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const webDistDir = values.browser ? WEB_DIST : path.join(dataDir, 'none');
  const app = await buildApp(config, { database, webDistDir });
  await app.ready();

  const q = (s: Record<string, string>) => new URLSearchParams(s).toString();
  const country = { bbox: '124.5,33.0,131.0,38.7', zoom: '7' };
  const city = { bbox: '126.76,37.41,127.18,37.70', zoom: '12' };
  /** A new spot in Seoul each call: its filtered index is built for that call. */
  const nearMe = () => {
    const lat = (SEOUL[0] + (rnd() - 0.5) * 0.2).toFixed(5);
    const lng = (SEOUL[1] + (rnd() - 0.5) * 0.2).toFixed(5);
    return { lat, lng, radiusKm: '3' };
  };
  type Case = [name: string, url: () => string, before?: () => void];
  const cases: Case[] = [
    ['map: whole country (zoom 7)', () => `/api/map?${q(country)}`],
    ['map: a city view (Seoul, zoom 12)', () => `/api/map?${q(city)}`],
    ['map: near me 3 km, new spot each call', () => `/api/map?${q({ ...nearMe(), zoom: '14' })}`],
    [
      'map: lost only, last 30 days',
      () => `/api/map?${q({ ...country, kinds: 'lost', from: '2026-10-21' })}`,
    ],
    ['list: whole country, page 0', () => `/api/map/list?${q({ bbox: country.bbox })}`],
    ['list: city view, page 3', () => `/api/map/list?${q({ bbox: city.bbox, page: '3' })}`],
    ['list: near me 3 km, new spot each call', () => `/api/map/list?${q(nearMe())}`],
    [
      'map right after a write (snapshot reloaded)',
      () => `/api/map?${q(country)}`,
      () => app.mapSnapshots.forget(),
    ],
  ];
  console.log('\n| case | points in answer | p50 ms | p95 ms |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, url, before] of cases) {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS + WARM_UP; run += 1) {
      before?.();
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: url() });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      if (run >= WARM_UP) times.push(ms);
      const body = res.json();
      size = 'total' in body ? body.total : body.pagination.meta.totalItems;
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${size} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  if (values.browser) {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    printMapPage(await measureMapPage(address));
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
