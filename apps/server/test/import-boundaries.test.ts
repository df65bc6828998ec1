import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ICruiseResult, IConfiguration } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';

// The rules `npm run lint` runs (apps/server/.dependency-cruiser.cjs, ADR 190), applied to a
// small made-up tree: each rule must refuse the import it names, and let the right one by.
const config = createRequire(import.meta.url)(
  resolve(serverRoot, '.dependency-cruiser.cjs'),
) as IConfiguration;

let base: string;

/** Writes `files` (path under the fixture's root → code) into a fresh fixture tree. */
function tree(files: Record<string, string>) {
  base = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), `${code}\n`);
  }
}

/** `from → to: rule` for each violation the server's rules find in the fixture. */
async function violations(): Promise<string[]> {
  const { output } = await cruise(
    ['src'],
    {
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    },
    { extensions: ['.ts', '.js'] },
  );
  const { summary } = output as ICruiseResult;
  return summary.violations.map((v) => `${v.from} → ${v.to}: ${v.rule.name}`).sort();
}

describe('server import boundaries (ADR 190)', () => {
  beforeAll(() =>
    tree({
      'src/lib/store.ts': "import { listDogs } from '../modules/dogs/dogs.repository';",
      'src/db/page.ts': 'export const page = 1;',
      'src/jobs/catalogue.ts': "export const job = 'x';",
      'src/jobs/local-queue.ts': "export const queue = 'x';",
      'src/jobs/schedules.ts': "import { runner } from '../modules/dog-imports/runner';",
      'src/ingest/demo/index.ts': "import { listDogs } from '../../modules/dogs/dogs.repository';",
      'src/modules/dogs/dogs.repository.ts': [
        "import { page } from '../../db/page';",
        "import { job } from '../../jobs/catalogue';",
        "import type { Kst } from '../dog-imports/kst';",
        'export const listDogs = (): Kst[] => [page, job];',
      ].join('\n'),
      'src/modules/dog-imports/runner.ts': [
        "import { queue } from '../../jobs/local-queue';",
        "import { seed } from '../../ingest/demo';",
        "import { onRun } from './plan';",
        'export const runner = [queue, seed, onRun];',
      ].join('\n'),
      'src/modules/dog-imports/plan.ts':
        "import { runner } from './runner';\nexport const onRun = runner;",
      'src/modules/dog-imports/kst.ts': "import type { Day } from './day';\nexport type Kst = Day;",
      'src/modules/dog-imports/day.ts': "import type { Kst } from './kst';\nexport type Day = Kst;",
      // Notifications never reach back into their callers; sightings import reports, not back.
      'src/modules/notifications/notifier.ts':
        "import { facts } from '../matching/match-facts';\nexport const notify = facts;",
      'src/modules/matching/match-facts.ts': "export const facts = 'x';",
      'src/modules/reports/closing.ts':
        "import { link } from '../sightings/links';\nexport const close = link;",
      'src/modules/sightings/links.ts': "export const link = 'x';",
      'src/modules/sightings/answer.ts':
        "import { close } from '../reports/closing';\nexport const answer = close;",
    }),
  );
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  // The runtime cycle runner ⇄ plan is told once; the type-only one kst ⇄ day is allowed,
  // as are modules → db, modules → jobs/catalogue and ingest → modules.
  it('refuses each made-up crossing, and only those', async () => {
    expect(await violations()).toEqual([
      'src/jobs/schedules.ts → src/modules/dog-imports/runner.ts: jobs-import-no-module',
      'src/lib/store.ts → src/modules/dogs/dogs.repository.ts: shared-imports-no-module',
      'src/modules/dog-imports/plan.ts → src/modules/dog-imports/runner.ts: no-runtime-cycle',
      'src/modules/dog-imports/runner.ts → src/ingest/demo/index.ts: modules-import-no-ingest',
      'src/modules/dog-imports/runner.ts → src/jobs/local-queue.ts: modules-use-jobs-catalogue',
      'src/modules/dogs/dogs.repository.ts → src/modules/dog-imports/kst.ts: dogs-import-no-importer',
      'src/modules/notifications/notifier.ts → src/modules/matching/match-facts.ts: notifications-import-no-caller',
      'src/modules/reports/closing.ts → src/modules/sightings/links.ts: reports-import-no-sightings',
    ]);
  });
});
