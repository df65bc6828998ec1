import type { CliContext } from '../../cli';
import type { DogSourceName } from './sync';
import { syncDogs } from './sync';

const USAGE = '--source national|gyeonggi --from YYYYMMDD --to YYYYMMDD';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const isDate = (v: string | undefined): v is string => !!v && /^\d{8}$/.test(v);

/** `npm run sync -- dogs --source national --from 20260101 --to 20260131`. */
export const dogsCommand = {
  usage: USAGE,
  async run(args: string[], { config, db, storage, log }: CliContext) {
    const source = option(args, 'source');
    const from = option(args, 'from');
    const to = option(args, 'to');
    if (
      (source !== 'national' && source !== 'gyeonggi') ||
      !isDate(from) ||
      !isDate(to) ||
      from > to
    ) {
      throw new Error(`usage: npm run sync -- dogs ${USAGE}`);
    }
    const summary = await syncDogs(
      { config, db, storage },
      { source: source as DogSourceName, range: { from, to }, log },
    );
    console.log(JSON.stringify(summary, null, 2));
  },
};
