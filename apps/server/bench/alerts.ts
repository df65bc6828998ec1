/**
 * `npm run bench:alerts [-- --pg postgres://…/postgres --rounds 12 --port 5292 --no-build
 *   --only pg|pglite --crowd 10]`
 *
 * Issue 25's goal: from a finder's confirmed post to the owner's in-app alert, p50 ≤ 60 s
 * and p95 ≤ 3 min, on PGlite and on PostgreSQL with a worker; issue 26's: to the owner's
 * push, p50 ≤ 60 s. Each round, a new member allows push on a device (a push service on
 * loopback that opens what arrives, test/push/fake-push-service.ts) and reports a lost dog
 * with one photo of it (assets/dogs/identity); a visitor posts a found report with another
 * photo of that dog and opens the link the server mailed (read from the server's log, as e2e
 * does); the clock starts when that confirmation answers and stops when the owner's
 * notifications list the sighting, and when the device's push arrives. `--crowd N` has N
 * other visitors post found reports at the same moment, so the alert waits behind them in
 * the queue.
 *
 * Issue 30's section (bench/saved-searches.ts, `--only saved` alone; `--searches 10000
 * --photo-share 0.3 --new 1000 --base 50000 --dim 768`): 1,000 new dogs against 10,000 saved
 * searches, matched on PGlite, goal ≤ 30 s.
 *
 * `--only import` (bench/alerts-import.ts): from a shelter's publication of a look-alike dog
 * to the owner's push through the next import (issue 26), and from a saved dog's adoption
 * to the member's push (issue 30), on PGlite and, with `--pg`, PostgreSQL with a worker.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dogPhotosDir, serverRoot } from '../src/paths';
import type { Member } from './bursts-client';
import { newMember, postReport, quantile, untilMatched } from './bursts-client';
import type { Stack } from './bursts-stack';
import { startStack } from './bursts-stack';
import type { FakePushService } from '../test/push/fake-push-service';
import { pushServiceCertFile, startFakePushService } from '../test/push/fake-push-service';
import { allowPush, confirmFromLog, postFound, untilAlerted, untilPushed } from './alerts-client';
import { benchImportAlerts, printImportAlerts } from './alerts-import';
import { benchSavedSearches } from './saved-searches';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '12' },
    crowd: { type: 'string', default: '10' },
    port: { type: 'string', default: '5292' },
    pg: { type: 'string' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    // Issue 30's section (--only saved runs it alone): bench/saved-searches.ts.
    searches: { type: 'string', default: '10000' },
    'photo-share': { type: 'string', default: '0.3' },
    new: { type: 'string', default: '1000' },
    base: { type: 'string', default: '50000' },
    dim: { type: 'string', default: '768' },
  },
});
const ROUNDS = Number(values.rounds);
const CROWD = Number(values.crowd);
const PORT = Number(values.port);
const PG = values.pg;
const ONLY = values.only;

/** The identity dogs with at least two photos: the owner's and the finder's. */
const dogs = fs
  .readdirSync(path.join(dogPhotosDir, 'identity'))
  .sort()
  .map((dog) =>
    fs
      .readdirSync(path.join(dogPhotosDir, 'identity', dog))
      .sort()
      .map((file) => fs.readFileSync(path.join(dogPhotosDir, 'identity', dog, file))),
  )
  .filter((photos) => photos.length >= 2);

const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-');

type Waits = { inApp: number | undefined; push: number | undefined };

/** One round: the owner's report, then a finder's confirmed post among `crowd` others. */
async function round(
  stack: Stack,
  log: string,
  pushService: FakePushService,
  k: number,
): Promise<Waits> {
  const [own, found] = dogs[k % dogs.length]!;
  const owner: Member = await newMember(stack.base, `owner${k}`);
  const device = await allowPush(stack.base, owner, pushService);
  const reportId = await postReport(stack.base, owner, own!);
  // The report's photo has its vector before the finder posts, as for any report not new.
  await untilMatched(stack.base, owner, reportId, performance.now());
  const crowd = Array.from({ length: CROWD }, (_, i) => dogs[(k + i + 7) % dogs.length]![0]!);
  const posts = await Promise.all([
    postFound(stack.base, found!, `finder${k}`),
    ...crowd.map((photo, i) => postFound(stack.base, photo, `crowd${k}_${i}`)),
  ]);
  const confirmed = await Promise.all(posts.map((post) => confirmFromLog(stack.base, log, post)));
  const [mine] = confirmed;
  const inApp = await untilAlerted(stack.base, owner, mine!, mine!.at);
  // No push is awaited for a sighting that alerted nobody.
  const push =
    inApp === undefined ? undefined : await untilPushed(pushService, device, reportId, mine!.at);
  return { inApp, push };
}

async function run(stack: Stack, log: string, pushService: FakePushService) {
  console.log(`\n== ${stack.name}`);
  const inApp: number[] = [];
  const push: number[] = [];
  let missed = 0;
  for (let k = 0; k < ROUNDS; k++) {
    const wait = await round(stack, log, pushService, k);
    if (wait.inApp === undefined) missed++;
    else inApp.push(wait.inApp);
    if (wait.push !== undefined) push.push(wait.push);
    console.log(
      `  round ${k + 1}: ${wait.inApp === undefined ? 'matched, below the alert bar' : `alerted ${seconds(wait.inApp)} s after the confirmation, pushed ${wait.push === undefined ? 'never' : `${seconds(wait.push)} s`}`}`,
    );
  }
  return { name: stack.name, inApp, push, missed };
}

const SAVED = {
  searches: Number(values.searches),
  photoShare: Number(values['photo-share']),
  newDogs: Number(values.new),
  base: Number(values.base),
  dim: Number(values.dim),
};
// Issue 30: saved searches matched after an import, in process on PGlite (no stack needed).
if (!ONLY || ONLY === 'saved') await benchSavedSearches(SAVED);

if (ONLY === 'import') await imports();
else if (ONLY !== 'saved') await issue25();

/** Issues 26 and 30: from a shelter's publication or change to the member's push. */
async function imports() {
  if (!values['no-build']) {
    execSync('npm run build', { cwd: path.join(serverRoot, '../..'), stdio: 'inherit' });
  }
  const pushService = await startFakePushService();
  const results = [];
  for (const pgAdminUrl of PG ? [PG, undefined] : [undefined]) {
    results.push(
      await benchImportAlerts({ pgAdminUrl, port: PORT, rounds: ROUNDS, pushService, dogs }),
    );
  }
  await pushService.close();
  printImportAlerts(results);
}

/** Issue 25: from a finder's confirmed post to the owner's alert, through a running stack. */
async function issue25() {
  if (!values['no-build']) {
    execSync('npm run build', { cwd: path.join(serverRoot, '../..'), stdio: 'inherit' });
  }
  const env = {
    LOG_LEVEL: 'info',
    // One loopback address posts every visitor's report of the bench.
    SIGHTING_ADDRESS_LIMIT_PER_HOUR: '100000',
    REPORT_ADDRESS_LIMIT_PER_HOUR: '100000',
    PHOTO_UPLOAD_ADDRESS_LIMIT_PER_HOUR: '100000',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    // Pushes go to the push service on loopback, which the server trusts.
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: pushServiceCertFile,
  };
  const pushService = await startFakePushService();
  const results = [];
  for (const which of ['pg', 'pglite'] as const) {
    if (ONLY && ONLY !== which) continue;
    if (which === 'pg' && !PG) continue;
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-alerts-')), 'server.log');
    const stack = await startStack({
      pgAdminUrl: which === 'pg' ? PG : undefined,
      port: PORT,
      dist: 'dist',
      env,
      logFile: log,
    });
    try {
      results.push(await run(stack, log, pushService));
    } finally {
      await stack.stop();
    }
  }
  await pushService.close();

  console.log(
    `\n### From a finder's confirmed post to the owner's in-app alert and push (${ROUNDS} rounds, ${CROWD} other found reports posted with each; ${os.cpus().length} cores)\n`,
  );
  console.log('| stack | alert | alerted | p50 | p95 | max | goal |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, inApp, push, missed } of results) {
    const rounds = inApp.length + missed;
    for (const [alert, waits, goal] of [
      ['in-app', inApp, 'p50 ≤ 60 s, p95 ≤ 180 s'],
      ['push', push, 'p50 ≤ 60 s'],
    ] as const) {
      console.log(
        `| ${name} | ${alert} | ${waits.length}/${rounds} | ${seconds(quantile(waits, 0.5))} s | ${seconds(quantile(waits, 0.95))} s | ${seconds(Math.max(...waits))} s | ${goal} |`,
      );
    }
  }
}
