import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseEmbedder } from '../src/ai/select';
import type { BuildOptions } from '../src/app';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import type { Mail, Mailer } from '../src/lib/mailer';
import { borrowTestDatabase } from './database';

/**
 * Pushes of a test without its own push service fail at once instead of leaving for the
 * real one (a device's endpoint is on fcm.googleapis.com and the like): tests never use the
 * internet. The send-push job then waits to try again, as for any refusal.
 */
class OfflineAgent extends https.Agent {
  override createConnection() {
    const socket = new net.Socket();
    process.nextTick(() =>
      socket.destroy(new Error('tests reach no push service on the internet')),
    );
    return socket;
  }
}

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** Write limits (ADR 111) no test meets unless it sets its own. */
export const GENEROUS_WRITE_LIMITS = Object.fromEntries(
  [
    'REPORT',
    'PHOTO_UPLOAD',
    'INQUIRY',
    'REPLY',
    'SIGHTING',
    'MESSAGE',
    'PHONE_REVEAL',
    'FLAG',
    'EXPORT',
  ].flatMap((kind) => [
    [`${kind}_LIMIT_PER_HOUR`, '100000'],
    [`${kind}_ADDRESS_LIMIT_PER_HOUR`, '100000'],
  ]),
);

const openApps: (() => Promise<void>)[] = [];
/**
 * Closes the apps the test file built: test/setup.ts calls it after all of each file's
 * tests (this module is loaded once per worker process, not once per file: ADR 210).
 */
export async function closeTestApps() {
  for (const cleanUp of openApps.splice(0)) await cleanUp();
}

function testConfig(dataDir: string, logged: boolean): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // TEST_LOG_LEVEL=warn shows, say, the job tries that failed in a whole run.
    LOG_LEVEL: logged ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_DATA: '0',
    // Tests that need photo embeddings run the indexer themselves.
    REINDEX_INTERVAL_SECONDS: '0',
    // Most tests stand synthetic pictures (coloured blobs) in for dog photos: the no-dog
    // check is off unless a test turns it on (notADogBelow, ADR 153).
    NOT_A_DOG_BELOW: '0',
    // Test files create many reports and inquiries as one member from one address; the
    // tests of the write limits set their own (write-limits.test.ts).
    ...GENEROUS_WRITE_LIMITS,
  });
}

let modelChecked: Promise<unknown> | undefined;
/**
 * Starts what every worker process's first app waits for while the test file still loads
 * (test/setup.ts, ADR 210): the photo model's check, which the process then remembers
 * (src/ai/select.ts). The worker's kept database is already opening (test/warm-database.ts).
 */
export function warmUpTestApps() {
  if (modelChecked) return;
  const { search } = testConfig(os.tmpdir(), false);
  modelChecked = chooseEmbedder({
    kind: search.embedder,
    model: search.model,
    modelDirs: search.modelDirs,
  }).catch(() => undefined);
}

export type TestApp = FastifyInstance & { sentMails: Mail[]; dataDir: string };

/**
 * Builds the app on a database in the template's state for the calling test file (the
 * worker's kept one, or a fresh one for a second app: ADR 210) and closes it after the
 * file's tests (fastify/demo's `build(t)`). Mails are captured, not sent.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    webDistDir?: string;
    onRoute?: BuildOptions['onRoute'];
    /** Where the log goes (at level info); without it the app logs nothing. */
    logStream?: BuildOptions['logStream'];
    requestTimeoutMs?: BuildOptions['requestTimeoutMs'];
    pushAgent?: BuildOptions['pushAgent'];
    tagLimits?: BuildOptions['tagLimits'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-test-'));
  const config: Config = { ...testConfig(dataDir, Boolean(options.logStream)), ...overrides };
  const database = await borrowTestDatabase();
  await modelChecked;
  const sentMails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void sentMails.push(mail) };
  const app = (await buildApp(config, {
    database,
    mailer,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    onRoute: options.onRoute,
    logStream: options.logStream,
    requestTimeoutMs: options.requestTimeoutMs,
    pushAgent: options.pushAgent ?? new OfflineAgent(),
    tagLimits: options.tagLimits,
  })) as TestApp;
  app.sentMails = sentMails;
  app.dataDir = dataDir;
  await app.ready();
  const cleanUp = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Closed by the file-level afterAll of test/setup.ts: an afterAll registered from inside a
  // test or a beforeAll would never run.
  openApps.push(cleanUp);
  return app;
}
