/**
 * Issue 26's other path and issue 30's goal, for `npm run bench:alerts -- --only import`:
 * a shelter publishes a dog that looks like a member's lost dog, and the next import brings
 * it in (a stand-in national API on loopback, e2e/support/fake-public-data.ts, imported every
 * `SYNC_SECONDS`): the clock runs from the publication to the owner's push. Then the member
 * saves that dog, the shelter marks it adopted, and the clock runs from that change to the
 * member's push of it. Both waits include the wait for the next import.
 */
import { startFakeNationalApi } from '../../../e2e/support/fake-public-data';
import { pushServiceCertFile } from '../test/push/fake-push-service';
import type { FakePushService } from '../test/push/fake-push-service';
import type { Device } from '../test/push/fake-push-service';
import { allowPush, untilPushedWhere } from './alerts-client';
import type { Member } from './bursts-client';
import { newMember, postReport, quantile, untilMatched } from './bursts-client';
import { startStack } from './bursts-stack';

/** How often the stack imports: a short cycle, so that the wait is mostly the app's work. */
const SYNC_SECONDS = 5;

type ImportWaits = { matchPush: number | undefined; savedPush: number | undefined };

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** Milliseconds from `from` until the device gets a push whose url starts so; or undefined. */
const untilPushedTo = (service: FakePushService, device: Device, urlStart: string, from: number) =>
  untilPushedWhere(service, device, from, ({ url }) => String(url).startsWith(urlStart));

/** The newest shelter dog among the report's candidates: the one the import just brought. */
async function newestShelterCandidate(base: string, owner: Member, reportId: number) {
  const res = await fetch(`${base}/api/lost-pet/${reportId}/matches`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const { candidates } = (await res.json()) as { candidates: { dogId: number | null }[] };
  return Math.max(...candidates.flatMap((c) => (c.dogId ? [c.dogId] : [])));
}

export async function benchImportAlerts(options: {
  pgAdminUrl: string | undefined;
  port: number;
  rounds: number;
  pushService: FakePushService;
  /** Pairs of photos of one dog: the owner's and the shelter's. */
  dogs: Buffer[][];
}) {
  const national = await startFakeNationalApi();
  const stack = await startStack({
    pgAdminUrl: options.pgAdminUrl,
    port: options.port,
    dist: 'dist',
    env: {
      LOG_LEVEL: 'warn',
      PUBLIC_DATA_KEY: 'bench-key',
      PUBLIC_DATA_BASE_URL: national.base,
      SYNC_INTERVAL_MINUTES: String(SYNC_SECONDS / 60),
      PUBLIC_DATA_DAILY_CALLS: '1000000',
      REPORT_ADDRESS_LIMIT_PER_HOUR: '100000',
      PHOTO_UPLOAD_ADDRESS_LIMIT_PER_HOUR: '100000',
      SIGNUP_LIMIT_PER_HOUR: '100000',
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: pushServiceCertFile,
    },
  });
  const waits: ImportWaits[] = [];
  try {
    console.log(`\n== ${stack.name}: shelter imports every ${SYNC_SECONDS} s`);
    for (let k = 0; k < options.rounds; k += 1) {
      const [own, shelters] = options.dogs[k % options.dogs.length]!;
      const owner = await newMember(stack.base, `importowner${k}`);
      const device = await allowPush(stack.base, owner, options.pushService);
      const reportId = await postReport(stack.base, owner, own!);
      await untilMatched(stack.base, owner, reportId, performance.now());

      const desertionNo = `44800020261${String(k).padStart(4, '0')}`;
      const published = performance.now();
      national.addDog(desertionNo, shelters!, today());
      const matchPush = await untilPushedTo(
        options.pushService,
        device,
        `/report/view?id=${reportId}#matches`,
        published,
      );
      let savedPush: number | undefined;
      if (matchPush !== undefined) {
        const dogId = await newestShelterCandidate(stack.base, owner, reportId);
        await fetch(`${stack.base}/api/dogs/${dogId}/saved`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${owner.token}` },
        });
        const changed = performance.now();
        national.setState(desertionNo, '종료(입양)', today());
        savedPush = await untilPushedTo(options.pushService, device, `/lookup/${dogId}`, changed);
      }
      waits.push({ matchPush, savedPush });
      const s = (ms: number | undefined) =>
        ms === undefined ? 'never' : `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `  round ${k + 1}: match pushed ${s(matchPush)} after the shelter published, adoption pushed ${s(savedPush)} after the change`,
      );
    }
  } finally {
    await stack.stop();
    await national.close();
  }
  return { name: stack.name, waits };
}

export function printImportAlerts(results: Awaited<ReturnType<typeof benchImportAlerts>>[]) {
  const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-');
  console.log(
    `\n### From a shelter's publication or change to the member's push, through an import every ${SYNC_SECONDS} s\n`,
  );
  console.log('| stack | push | arrived | p50 | p95 | max | goal |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, waits } of results) {
    for (const [label, key, goal] of [
      ['new look-alike dog (issue 26)', 'matchPush', 'p50 ≤ 60 s after the match job'],
      ['saved dog adopted (issue 30)', 'savedPush', '≤ one import cycle + 60 s'],
    ] as const) {
      const arrived = waits.flatMap((w) => (w[key] === undefined ? [] : [w[key]]));
      console.log(
        `| ${name} | ${label} | ${arrived.length}/${waits.length} | ${seconds(quantile(arrived, 0.5))} s | ${seconds(quantile(arrived, 0.95))} s | ${seconds(Math.max(...arrived))} s | ${goal} |`,
      );
    }
  }
}
