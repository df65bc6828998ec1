/**
 * `npm run bench:bursts [-- --pg postgres://…/postgres --rounds 3 --burst 25 --at-once
 *   --port 5290 --no-build --dist DIR --only pg|pglite]`
 *
 * Issue 27, items 3 and 5, on the production bundle with the demo data:
 * (a) member A saves `--burst` reports with a photo each (one after another, or all at once
 *     with `--at-once`: the jobs then wait in the queue), then member B saves one: how long B
 *     waits for its candidates (p50/max over the rounds), how long A's burst takes to drain,
 *     and /healthz while A's photos are decoded and re-encoded on upload (sharp).
 *     On PostgreSQL (`--pg`, an admin URL: a database is made and dropped) with a web process
 *     (JOBS=0) and a worker; and on PGlite, one server.
 * (b) 32 flyer PDFs at once while /healthz is polled: the same report from one address (the
 *     issue's case), then 32 reports from 32 addresses (the render budget). Statuses and
 *     /healthz p50/p99.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { serverRoot } from '../src/paths';
import type { Member } from './bursts-client';
import {
  dogPhotos,
  getFrom,
  logIn,
  newMember,
  pollHealth,
  postReport,
  quantile,
  untilMatched,
} from './bursts-client';
import type { Stack } from './bursts-stack';
import { startStack } from './bursts-stack';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    burst: { type: 'string', default: '25' },
    port: { type: 'string', default: '5290' },
    dist: { type: 'string', default: 'dist' },
    pg: { type: 'string' },
    only: { type: 'string' },
    'at-once': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const BURST = Number(values.burst);
const PORT = Number(values.port);
const DIST = values.dist;
const PG = values.pg;
const ONLY = values.only;
const AT_ONCE = values['at-once'];
const FLYERS = 32;
/** Indexed dogs unchanged this long: the worker has embedded the demo dogs. */
const INDEX_SETTLED_MS = 6_000;

const ms = (value: number) =>
  !Number.isFinite(value) ? '-' : value < 10 ? value.toFixed(1) : `${Math.round(value)}`;
const photos = dogPhotos();
let nextPhoto = 0;
const photo = () => photos[nextPhoto++ % photos.length]!;

/** Waits until the worker has embedded the demo dogs, so matching meets a full index. */
async function indexSettled(stack: Stack) {
  const admin = await logIn(stack.base, stack.admin.userid, stack.admin.password);
  let last = -1;
  let since = performance.now();
  for (;;) {
    const res = await fetch(`${stack.base}/api/admin/photo-search`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { indexedDogs } = (await res.json()) as { indexedDogs: number };
    if (indexedDogs !== last) [last, since] = [indexedDogs, performance.now()];
    else if (indexedDogs > 0 && performance.now() - since > INDEX_SETTLED_MS) return indexedDogs;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Item 5 measures the queue behind a burst, so the per-member write limits that item 4 added
 * (10 reports an hour, ADR 111) are raised: a member under them sends fewer, and waits less.
 */
const BURST_LIMITS = {
  REPORT_LIMIT_PER_HOUR: '100000',
  REPORT_ADDRESS_LIMIT_PER_HOUR: '100000',
  PHOTO_UPLOAD_LIMIT_PER_HOUR: '100000',
  PHOTO_UPLOAD_ADDRESS_LIMIT_PER_HOUR: '100000',
  SIGNUP_LIMIT_PER_HOUR: '100000',
};

type Round = { waitB: number; drainA: number; health: number[] };

async function burstRound(base: string, a: Member, b: Member, reports: number[]): Promise<Round> {
  const stopHealth = pollHealth(base);
  const started = performance.now();
  const burst: number[] = [];
  if (AT_ONCE) {
    const shots = Array.from({ length: BURST }, photo);
    burst.push(...(await Promise.all(shots.map((shot) => postReport(base, a, shot)))));
  } else {
    for (let i = 0; i < BURST; i++) burst.push(await postReport(base, a, photo()));
  }
  const health = await stopHealth();
  const other = await postReport(base, b, photo());
  const waitB = await untilMatched(base, b, other, performance.now());
  for (const id of burst) await untilMatched(base, a, id, started);
  reports.push(...burst);
  return { waitB, drainA: performance.now() - started, health };
}

type FlyerRun = { name: string; statuses: string; slowest: number; health: number[] };

async function flyers(base: string, name: string, urls: string[], addresses: string[]) {
  const stopHealth = pollHealth(base);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const answers = await Promise.all(urls.map((url, i) => getFrom(url, addresses[i]!)));
  const health = await stopHealth();
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${n}×${status}`).join(' ');
  return { name, statuses, slowest: Math.max(...answers.map((r) => r.ms)), health };
}

async function run(stack: Stack) {
  console.log(`\n== ${stack.name}: ${await indexSettled(stack)} dogs indexed`);
  const [a, b] = [await newMember(stack.base, 'burst'), await newMember(stack.base, 'other')];
  const reports: number[] = [];
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await burstRound(stack.base, a, b, reports);
    console.log(
      `  round ${round}: B waited ${ms(result.waitB)} ms, A's ${BURST} drained in ${ms(result.drainA)} ms`,
    );
    rounds.push(result);
  }
  const flyer = (id: number) => `${stack.base}/api/lost-pet/${id}/flyer.pdf`;
  const flyerRuns: FlyerRun[] = [
    await flyers(
      stack.base,
      `(b) ${FLYERS}× one report, one address`,
      Array.from({ length: FLYERS }, () => flyer(reports[0]!)),
      Array.from({ length: FLYERS }, () => '127.0.0.2'),
    ),
    await flyers(
      stack.base,
      `(b) ${FLYERS} reports, ${FLYERS} addresses`,
      reports.slice(1, FLYERS + 1).map(flyer),
      Array.from({ length: FLYERS }, (_, i) => `127.0.1.${i + 1}`),
    ),
  ];
  return { rounds, flyerRuns };
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`);
}

async function main() {
  if (!values['no-build']) {
    execSync('npm run build -w @chajul/server', {
      cwd: path.resolve(serverRoot, '../..'),
      stdio: 'inherit',
    });
  }
  const how = AT_ONCE ? 'sent at once' : 'one after another';
  console.log(`bench:bursts  ${ROUNDS} rounds of ${BURST} reports ${how}, bundle ${DIST}`);
  console.log(`  ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2))}`);
  const kinds = [...(PG && ONLY !== 'pglite' ? [PG] : []), ...(ONLY !== 'pg' ? [undefined] : [])];
  const results: [string, Awaited<ReturnType<typeof run>>][] = [];
  for (const pgAdminUrl of kinds) {
    const stack = await startStack({ pgAdminUrl, port: PORT, dist: DIST, env: BURST_LIMITS });
    try {
      results.push([stack.name, await run(stack)]);
    } finally {
      await stack.stop();
    }
  }
  console.log(`\n(a) a ${BURST}-report burst from member A, then one report from member B`);
  const a = [
    [
      'stack',
      'B waits p50',
      'B waits max',
      "A's burst drains",
      '/healthz p50 / p99 during uploads',
    ],
  ];
  for (const [name, { rounds }] of results) {
    const waits = rounds.map((r) => r.waitB);
    const health = rounds.flatMap((r) => r.health);
    a.push([
      name,
      `${ms(quantile(waits, 0.5))} ms`,
      `${ms(Math.max(...waits))} ms`,
      `${ms(
        quantile(
          rounds.map((r) => r.drainA),
          0.5,
        ),
      )} ms`,
      `${ms(quantile(health, 0.5))} / ${ms(quantile(health, 0.99))} ms`,
    ]);
  }
  table(a);
  console.log(`\n(b) ${FLYERS} flyer PDFs at once while /healthz is polled`);
  const b = [['stack', 'scenario', 'answers', 'slowest answer', '/healthz p50 / p99 (n)']];
  for (const [name, { flyerRuns }] of results) {
    for (const run of flyerRuns) {
      b.push([
        name,
        run.name,
        run.statuses,
        `${ms(run.slowest)} ms`,
        `${ms(quantile(run.health, 0.5))} / ${ms(quantile(run.health, 0.99))} ms (${run.health.length})`,
      ]);
    }
  }
  table(b);
  console.log(`\n  load average after: ${os.loadavg().map((l) => l.toFixed(2))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
