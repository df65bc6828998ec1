import { parseArgs } from 'node:util';
import type { CliContext } from '../../lib/cli-context';
import { createDogImportRunner } from './runner';
import { findRun } from './runs';

const USAGE = '--source national|gyeonggi [--from YYYYMMDD --to YYYYMMDD]';

const isDate = (v: string | undefined): v is string => !!v && /^\d{8}$/.test(v);

/**
 * `npm run sync -- dogs --source national [--from 20260101 --to 20260131]`: the run that is
 * due (a reconcile or an update, as the schedule would, ADR 033), or one over the found
 * dates given, then the photos it needs. Calls count against the day's budget, and it
 * refuses while another run of the source holds it.
 */
export const dogsCommand = {
  usage: USAGE,
  async run(args: string[], { config, db, storage, log }: CliContext) {
    const { source, from, to } = parseArgs({
      args,
      options: { source: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    }).values;
    const dated = from !== undefined || to !== undefined;
    if (
      (source !== 'national' && source !== 'gyeonggi') ||
      (dated && (!isDate(from) || !isDate(to) || from > to))
    ) {
      throw new Error(`usage: npm run sync -- dogs ${USAGE}`);
    }
    const runner = createDogImportRunner({ config, db, storage, log });
    const started = await runner.start(source, 'cli', dated ? { from: from!, to: to! } : undefined);
    if (started.status === 'not-configured') {
      throw new Error(`${source === 'national' ? 'PUBLIC_DATA_KEY' : 'GG_DATA_KEY'} is not set`);
    }
    if (started.status === 'running') {
      throw new Error(`a ${source} import is running already (the server or another sync)`);
    }
    if (started.status === 'waiting') {
      throw new Error(
        `the ${config.publicData.dailyCallBudget} calls of today to ${source} are spent (PUBLIC_DATA_DAILY_CALLS); try after midnight KST`,
      );
    }
    await runner.idle();
    const run = await findRun(db, started.runId);
    console.log(JSON.stringify(run, null, 2));
    if (run?.status !== 'ok') {
      const kind = run?.errorKind ? `[${run.errorKind}] ` : '';
      throw new Error(
        `${source} import ${run?.status ?? 'failed'} after ${run?.pages ?? 0} page(s): ${kind}${run?.errorMessage ?? ''}`,
      );
    }
  },
};
