/**
 * `npm run bench:neighbours [-- --subs 100000 --reports 5]`; with DATABASE_URL set, also on
 * PostgreSQL with a worker (a fresh database on that server, dropped after).
 *
 * Issue 39's goal for 동네 실종견 알림 (ADR 240-242): 100,000 area subscriptions at random
 * points and radii in 경기도's box, a third of them in quiet hours now, every device at a push
 * service on loopback (test/push/fake-push-service.ts). Each new lost report is published
 * through `onLostReportPublished`; the bench checks that the subscribers told are exactly
 * those a brute-force count over all 100,000 finds, measures the fan-out (publication to
 * every alert row) and the first push after publication, and that no push reaches anyone
 * in quiet hours. On PostgreSQL the API process only enqueues (JOBS=0) and `npm run worker`,
 * a process of its own, does the work.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import {
  lostReports,
  neighbourAlerts,
  neighbourPlaces,
  neighbourSubscribers,
} from '../src/db/schema';
import { publicPointOfReport } from '../src/modules/reports/report-point';
import { createServerDatabase } from '../test/database';
import type { FakePushService } from '../test/push/fake-push-service';
import { startFakePushService, trustingAgent } from '../test/push/fake-push-service';

const { values } = parseArgs({
  options: {
    subs: { type: 'string', default: '100000' },
    reports: { type: 'string', default: '5' },
    devices: { type: 'string', default: '500' },
  },
});
const SUBS = Number(values.subs);
const REPORTS = Number(values.reports);
const DEVICES = Number(values.devices);
/** 경기도's box, roughly: its subscribers and reports are drawn in it. */
const BOX = { latMin: 36.9, latMax: 38.3, lngMin: 126.4, lngMax: 127.9 };
const RADII = [500, 1000, 3000, 5000];

/** The same numbers every run (mulberry32: 32-bit integer steps, no float rounding). */
let seed = 39;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const metres = (a: [number, number], b: [number, number]) => {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.sqrt(h));
};

type Sub = { id: number; lat: number; lng: number; radiusM: number; lost: boolean; quiet: boolean };

/** Quiet hours that hold now (this hour to the next), or none. */
function quietNow(on: boolean) {
  if (!on) return { quietStart: null, quietEnd: null };
  const hour = (new Date().getUTCHours() + 9) % 24;
  return { quietStart: hour, quietEnd: (hour + 1) % 24 };
}

async function seedSubscribers(db: Db, service: FakePushService): Promise<Sub[]> {
  const devices = Array.from({ length: DEVICES }, () => service.device().subscription);
  const subs: Sub[] = [];
  for (let start = 0; start < SUBS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, SUBS - start) }, () => {
      const device = pick(devices);
      const lost = random() < 0.9;
      const quiet = random() < 1 / 3;
      return {
        row: {
          pushEndpoint: device.endpoint,
          pushP256dh: device.keys.p256dh,
          pushAuth: device.keys.auth,
          events: lost ? ['LOST', 'FOUND'] : ['FOUND'],
          channels: ['PUSH'],
          ...quietNow(quiet),
          dailyCap: 100,
        },
        place: {
          lat: BOX.latMin + random() * (BOX.latMax - BOX.latMin),
          lng: BOX.lngMin + random() * (BOX.lngMax - BOX.lngMin),
          radiusM: pick(RADII),
        },
        lost,
        quiet,
      };
    });
    const ids = await db
      .insert(neighbourSubscribers)
      .values(batch.map((b) => b.row))
      .returning({ id: neighbourSubscribers.id });
    await db
      .insert(neighbourPlaces)
      .values(batch.map((b, i) => ({ ...b.place, subscriberId: ids[i]!.id })));
    batch.forEach((b, i) =>
      subs.push({ id: ids[i]!.id, ...b.place, lost: b.lost, quiet: b.quiet }),
    );
  }
  return subs;
}

/** Whether the look-up's plan reads the (lat, lng) B-tree, not the whole table. */
async function usesIndex(db: Db, [lat, lng]: [number, number]) {
  const plan = (await db.execute(
    sql`explain select subscriber_id from neighbour_places
        where lat between ${lat - 0.045} and ${lat + 0.045} and lng between ${lng - 0.057} and ${lng + 0.057}`,
  )) as unknown as { rows: Record<string, string>[] };
  return plan.rows.some((row) =>
    Object.values(row).join(' ').includes('neighbour_places_lat_lng_idx'),
  );
}

async function countAlerts(db: Db, reportId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(neighbourAlerts)
    .where(eq(neighbourAlerts.targetId, reportId));
  return row!.n;
}

const until = async (check: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

type Row = {
  db: string;
  report: number;
  reached: number;
  brute: number;
  equal: boolean;
  held: number;
  fanOutMs: number;
  firstPushMs: number;
  pushes: number;
  wrong: number;
};

const SECRET = 'bench-neighbours-secret-at-least-32-characters';

/**
 * `npm run worker` as a process of its own (ADR 101), on the same database and data directory
 * (its VAPID keys), trusting the loopback push service's certificate as e2e's server does.
 */
async function startWorker(databaseUrl: string, dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      JWT_SECRET: SECRET,
      DEMO_DATA: '0',
      REINDEX_INTERVAL_SECONDS: '0',
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: path.resolve(import.meta.dirname, '../test/push/push-service.cert.pem'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no worker after 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('worker is running background jobs')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}):\n${output}`));
    });
  });
  return {
    pid: child.pid,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function run(label: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-neighbours-'));
  const service = await startFakePushService();
  const make = (jobs: boolean) => {
    const base = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: SECRET,
      DEMO_DATA: '0',
      REINDEX_INTERVAL_SECONDS: '0',
      JOBS: jobs ? '1' : '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    return buildApp(
      { ...base, push: { ...base.push, serviceHosts: ['127.0.0.1'] } },
      { mailer: { send: async () => {} }, pushAgent: trustingAgent() },
    );
  };
  // PGlite: one process runs the jobs in-process. PostgreSQL: the API enqueues, a worker works.
  const api: FastifyInstance = await make(!databaseUrl);
  await api.ready();
  const worker = databaseUrl ? await startWorker(databaseUrl, dir) : undefined;
  if (worker) console.log(`${label}: jobs run in \`npm run worker\`, process ${worker.pid}`);
  const rows: Row[] = [];
  try {
    const db = api.db;
    const seeded = performance.now();
    const subs = await seedSubscribers(db, service);
    console.log(
      `${label}: ${subs.length} subscriptions seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    for (let r = 0; r < REPORTS; r++) {
      const exact = {
        lat: BOX.latMin + 0.2 + random() * (BOX.latMax - BOX.latMin - 0.4),
        lng: BOX.lngMin + 0.2 + random() * (BOX.lngMax - BOX.lngMin - 0.4),
      };
      const [report] = await db
        .insert(lostReports)
        .values({
          title: '벤치 실종견',
          dateLost: '2026-12-01',
          region: '경기도',
          district: '수원시',
          ...exact,
          phone: '010-0000-0000',
          authorId: null,
        })
        .returning();
      const point = publicPointOfReport({ ...report!, authorId: 0 }, null)!;
      const at: [number, number] = [point.lat, point.lng];
      const brute = subs.filter((s) => s.lost && metres(at, [s.lat, s.lng]) <= s.radiusM);
      const tag = `neighbour-LOST-${report!.id}`;
      const pushesFor = () =>
        service.deliveries.filter((d) => (d.payload as { tag?: string } | undefined)?.tag === tag);
      const start = performance.now();
      await api.neighbours.onLostReportPublished(report!.id);
      await until(async () => (await countAlerts(db, report!.id)) >= brute.length, 30_000);
      const fanOutMs = performance.now() - start;
      const awake = brute.filter((s) => !s.quiet).length;
      await until(() => pushesFor().length >= Math.min(1, awake), 120_000);
      const firstPushMs = (pushesFor()[0]?.receivedAt ?? Number.NaN) - start;
      await until(() => pushesFor().length >= awake, 120_000);
      await new Promise((resolve) => setTimeout(resolve, 500)); // any push too many would land
      const told = await db
        .select({ id: neighbourAlerts.subscriberId, sentAt: neighbourAlerts.sentAt })
        .from(neighbourAlerts)
        .where(eq(neighbourAlerts.targetId, report!.id));
      const toldIds = new Set(told.map((t) => t.id));
      const bruteIds = new Set(brute.map((s) => s.id));
      const quietIds = new Set(subs.filter((s) => s.quiet).map((s) => s.id));
      const sentToQuiet = told.filter((t) => t.sentAt && quietIds.has(t.id!)).length;
      const outside = [...toldIds].filter((id) => !bruteIds.has(id!)).length;
      rows.push({
        db: label,
        report: report!.id,
        reached: toldIds.size,
        brute: bruteIds.size,
        equal: toldIds.size === bruteIds.size && outside === 0,
        held: told.filter((t) => !t.sentAt).length,
        fanOutMs,
        firstPushMs,
        pushes: pushesFor().length,
        wrong: outside + sentToQuiet + Math.max(0, pushesFor().length - awake),
      });
      if (r === 0) {
        console.log(
          `${label}: the look-up reads neighbour_places_lat_lng_idx: ${await usesIndex(db, at)}`,
        );
      }
    }
  } finally {
    await worker?.close();
    await api.close();
    await service.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const median = (xs: number[]) => {
  const sorted = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
};
const s = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-');

async function main() {
  const rows = await run('PGlite', undefined);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl, 'bench_neighbours');
    try {
      rows.push(...(await run('PostgreSQL + worker', database.url)));
    } finally {
      await database.drop();
    }
  }
  console.log(
    '\n| DB | report | reached | brute force | equal | held (quiet hours) | fan-out s | first push s | pushes | outside circle or in quiet hours |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.report} | ${r.reached} | ${r.brute} | ${r.equal ? 'yes' : 'NO'} | ${r.held} | ${s(r.fanOutMs)} | ${s(r.firstPushMs)} | ${r.pushes} | ${r.wrong} |`,
    );
  }
  console.log(
    '\n| DB | subscriptions | fan-out max s (goal ≤ 5) | first push p50 s (goal ≤ 60) | all equal to brute force | none wrong |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const label of [...new Set(rows.map((r) => r.db))]) {
    const mine = rows.filter((r) => r.db === label);
    console.log(
      `| ${label} | ${SUBS} | ${s(Math.max(...mine.map((r) => r.fanOutMs)))} | ${s(median(mine.map((r) => r.firstPushMs)))} | ${mine.every((r) => r.equal) ? 'yes' : 'NO'} | ${mine.every((r) => r.wrong === 0) ? 'yes' : 'NO'} |`,
    );
  }
  const failed = rows.some((r) => !r.equal || r.wrong > 0 || r.fanOutMs > 5000);
  process.exit(failed ? 1 : 0);
}

await main();
