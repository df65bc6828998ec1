import type pino from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from './storage';

/** What `npm run sync -- <command>` (src/cli.ts) hands each module's command. */
export type CliContext = { config: Config; db: Db; storage: Storage; log: pino.Logger };
export type Command = { usage: string; run(args: string[], context: CliContext): Promise<void> };
