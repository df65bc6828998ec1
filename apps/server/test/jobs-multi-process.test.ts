import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildServer, ChildStore } from './child-server';
import {
  createChildStore,
  killChild,
  killChildren,
  logIn,
  startChildServer,
  startChildWorker,
} from './child-server';
import { makePhoto, reencode } from './dogs-factory';
import { nationalItem, nationalListAnswer, startFakeApi } from './public-data-fake';
import { validReport } from './reports.helpers';
import { LOSS_SOURCE } from '../src/modules/loss-notices/loss-notices.import';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const LIST = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';
const SHELTERS = '/national/animalShelterSrvc_v2/shelterInfo_v2';
const ADMIN_EMAIL = 'child-admin@example.com';
/** Dog imports every 6 s, shelters every 15 s: short periods so the test sees several. */
const DOG_PERIOD_MS = 6_000;
const SHELTER_PERIOD_MS = 15_000;
/** The shelter answer the worker is killed waiting for: shorter than the 15 s fetch timeout. */
const SLOW_ANSWER_MS = 12_000;

const fake = await startFakeApi();
let store: ChildStore | undefined;
let client: pg.Client | undefined;
afterAll(async () => {
  killChildren();
  await client?.end();
  await store?.remove();
});

const rows = async <T>(text: string): Promise<T[]> => (await client!.query(text)).rows as T[];

/** The photos of the three dogs the fake API lists: the first is the lost dog of the report. */
const photos = await Promise.all([7001, 7002, 7003].map((seed) => makePhoto(seed)));
const served = await Promise.all(photos.map(reencode));
const dogs = served.map((_, i) =>
  nationalItem(`44139920261100${i}`, {
    popfile1: `${fake.base}/photos/${i}.jpg`,
    orgNm: '경기도 수원시',
    sexCd: 'F',
    happenDt: '20261105',
  }),
);
const shelterItems = [1, 2, 3].map((n) => ({
  careNm: `보호소${n}`,
  careRegNo: `34139920220000${n}`,
  orgNm: '경기도 수원시',
  careAddr: `경기도 수원시 권선로${n}`,
  lat: 37.2 + n / 100,
  lng: 127.0,
}));
const shelterAnswer = JSON.stringify({
  response: {
    header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
    body: { items: { item: shelterItems }, numOfRows: 1000, pageNo: 1, totalCount: 3 },
  },
});

let shelterCalls = 0;
fake.handle(({ path, query }) => {
  if (path.startsWith('/photos/'))
    return { body: served[Number(path.slice(8, 9))]!, type: 'image/jpeg' };
  if (path === LIST) return { body: nationalListAnswer(dogs, query) };
  if (path === SHELTERS) {
    shelterCalls++;
    // The second period's import is the one whose worker gets killed.
    return { body: shelterAnswer, delayMs: shelterCalls === 2 ? SLOW_ANSWER_MS : 0 };
  }
  return { status: 404, body: '' };
});

const env = {
  PUBLIC_DATA_KEY: 'key',
  PUBLIC_DATA_BASE_URL: `${fake.base}/national`,
  PUBLIC_DATA_DAILY_CALLS: '100000',
  SYNC_INTERVAL_MINUTES: String(DOG_PERIOD_MS / 60_000),
  SHELTER_SYNC_INTERVAL_MINUTES: String(SHELTER_PERIOD_MS / 60_000),
  REINDEX_INTERVAL_SECONDS: '1',
  JOBS_SUPERVISE_SECONDS: '1',
  ADMIN_EMAIL,
};
const web = { ...env, JOBS: '0' };

/** The admin allows alert e-mails (ADR 162: none without that consent), as 동의 관리 does. */
async function allowAlertMails(baseUrl: string) {
  const { accessToken } = await logIn(baseUrl);
  const res = await fetch(`${baseUrl}/api/mypage/consents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ agreeEmailAlerts: true }),
  });
  expect(res.status).toBe(200);
}

async function postLostReport(baseUrl: string, photo: Buffer) {
  const { accessToken } = await logIn(baseUrl);
  const form = new FormData();
  for (const [name, value] of Object.entries(validReport)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  return fetch(`${baseUrl}/api/lost-pet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
}

describe.skipIf(!onPostgres)(
  'two web processes (JOBS=0) and a worker on one PostgreSQL (runs only with TEST_DATABASE_URL)',
  () => {
    let a: ChildServer;
    let b: ChildServer;
    let worker: ChildServer;

    it('the web processes start without running jobs, and a report saved on A waits for the worker', async () => {
      store = await createChildStore('jobs');
      client = new pg.Client({ connectionString: store.databaseUrl });
      a = await startChildServer(store, web);
      b = await startChildServer(store, web);
      await client.connect();
      await allowAlertMails(a.url);
      const saved = await postLostReport(a.url, photos[0]!);
      expect(saved.status).toBe(201);
      // Nothing runs jobs yet: no import, no shelter call.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(fake.requests).toHaveLength(0);
      worker = await startChildWorker(store, env);
    }, 60_000);

    it('each scheduled dog import runs once per period, each photo is fetched and embedded once, the alert is sent once', async () => {
      await expect
        .poll(
          async () =>
            (
              await rows(
                `select id from dog_import_runs where status = 'ok' and source <> '${LOSS_SOURCE}'`,
              )
            ).length,
          {
            timeout: 20_000,
            interval: 250,
          },
        )
        .toBeGreaterThanOrEqual(2);
      // The stray dogs' import and the lost-animal notices' (ADR 246) share the schedule.
      const scheduled = await rows<{ source: string; started: number; calls: number }>(
        `select source, extract(epoch from started_at) * 1000 as started, calls
         from dog_import_runs where trigger = 'schedule' order by started_at`,
      );
      // The worker asks every period; two runs in one period would start milliseconds apart.
      for (const source of new Set(scheduled.map((r) => r.source))) {
        const ofSource = scheduled.filter((r) => r.source === source);
        for (let i = 1; i < ofSource.length; i++) {
          const gap = Number(ofSource[i]!.started) - Number(ofSource[i - 1]!.started);
          expect(gap, source).toBeGreaterThan(DOG_PERIOD_MS / 2);
        }
      }
      const runs = scheduled.filter((r) => r.source !== LOSS_SOURCE);
      const listCalls = fake.requests.filter((r) => r.path === LIST).length;
      expect(listCalls).toBe(runs.reduce((n, r) => n + r.calls, 0));

      await expect
        .poll(async () => (await rows(`select dog_id from dog_embeddings`)).length, {
          timeout: 15_000,
        })
        .toBe(dogs.length);
      const embeddings = await rows<{ n: number }>(
        `select count(*)::int as n from dog_embeddings group by dog_id, model`,
      );
      expect(embeddings.every((e) => e.n === 1)).toBe(true);
      for (const dog of dogs) {
        const asked = fake.requests.filter((r) => `${fake.base}${r.path}` === dog.popfile1);
        expect(asked).toHaveLength(1);
      }

      await expect
        .poll(async () => (await rows(`select id from notifications`)).length, { timeout: 15_000 })
        .toBe(1);
      await expect
        .poll(
          async () =>
            (await rows(`select id from outbox_mails where "to" = '${ADMIN_EMAIL}'`)).length,
          {
            timeout: 10_000,
          },
        )
        .toBe(1);
    }, 60_000);

    it('a worker killed in the middle of a job: the job runs again after the restart, and nothing is doubled', async () => {
      // The second period's import: on a busy 2-core CI machine (other suites' child servers
      // beside this one) the worker may take it up well after the period starts.
      await expect.poll(() => shelterCalls, { timeout: 60_000, interval: 100 }).toBe(2);
      const [killed] = await rows<{ id: string }>(
        `select id::text from pgboss.job where name = 'import-shelters' and state = 'active'`,
      );
      expect(killed).toBeDefined();
      await killChild(worker);
      worker = await startChildWorker(store!, env);
      // Its heart stopped: pg-boss gives the job back (heartbeat 10 s), and it runs again.
      await expect
        .poll(
          async () =>
            (
              await rows<{ state: string; retries: number }>(
                `select state, retry_count as retries from pgboss.job where id = '${killed!.id}'`,
              )
            )[0],
          { timeout: 45_000, interval: 250 },
        )
        .toMatchObject({ state: 'completed', retries: 1 });
      expect(await rows(`select care_reg_no from shelters`)).toHaveLength(shelterItems.length);
      const notifications = await rows(`select id from notifications`);
      expect(notifications).toHaveLength(1);
      const mails = await rows(`select id from outbox_mails where "to" = '${ADMIN_EMAIL}'`);
      expect(mails).toHaveLength(1);
      const running = await rows(`select id from dog_import_runs where status = 'running'`);
      expect(running.length).toBeLessThanOrEqual(1);
    }, 150_000);

    it('with the worker stopped, the web processes keep serving and accept work for later', async () => {
      worker.process.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      for (const server of [a, b]) {
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        const list = await fetch(`${server.url}/api/dog-details/paged?size=10`);
        expect(list.status).toBe(200);
      }
      expect((await postLostReport(b.url, photos[1]!)).status).toBe(201);
    }, 30_000);
  },
);
