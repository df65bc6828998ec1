import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getMeta, setMeta } from '../../db/meta';
import { users } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import type { Matcher } from '../../modules/matching/matcher';
import type { DemoAccount } from './demo-accounts';
import { createDemoAccounts } from './demo-accounts';
import { createDemoNotices } from './demo-notices';
import { createDemoReports } from './demo-reports';
import { createDemoSightings } from './demo-sightings';
import { seedDemoDogs } from './demo-dogs';
import { seedDemoShelters } from './seed-shelters';

export const DEMO_META_KEY = 'demo_data';

/**
 * Fills a new database with the demo data set (docs/design.md §4): only once, only when
 * DEMO_DATA allows it, and by default only when the database has no members yet.
 */
export async function seedDemoData(deps: {
  db: Db;
  config: Config;
  storage: Storage;
  matcher: Pick<Matcher, 'embedMissingReports' | 'matchSighting'>;
  log: FastifyBaseLogger;
}): Promise<DemoAccount[] | undefined> {
  const { db, config } = deps;
  if (config.demoData === false) return undefined;
  if ((await getMeta(db, DEMO_META_KEY)) !== undefined) return undefined;
  const [row] = await db.select({ n: count() }).from(users);
  const isEmpty = (row?.n ?? 0) === 0 || (row?.n === 1 && config.admin !== undefined);
  if (config.demoData === undefined && !isEmpty) return undefined;

  const accounts = await createDemoAccounts(db, config.dataDir, { withAdmin: !config.admin });
  await createDemoNotices(db);
  await createDemoReports(deps);
  // The reports' photos get their vectors before any dog does, so that the dogs they are
  // looking for alert the demo member as soon as the indexer embeds them.
  await deps.matcher.embedMissingReports();
  // Neighbours' reports meet the member's: the found 까미 alerts him on his first log-in.
  for (const id of await createDemoSightings(deps)) await deps.matcher.matchSighting(id);
  // Without keys nothing would fill the lists; with a key the scheduled import does.
  const { key, ggKey } = config.publicData;
  const started = Date.now();
  const demoDogs = key || ggKey ? 0 : await seedDemoDogs(db, deps.storage);
  deps.log.info({ demoDogs, ms: Date.now() - started }, 'demo dogs');
  await seedDemoShelters(db);
  await setMeta(db, DEMO_META_KEY, new Date().toISOString());
  deps.log.info({ accounts: accounts.map((a) => a.userid) }, 'demo data created');
  return accounts;
}
