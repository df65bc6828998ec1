import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';

const root = resolve(serverRoot, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `path` in apps/server/src. */
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, {
    filePath: resolve(serverRoot, 'src', path),
  });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('jobs declare, modules handle (ADR 115)', () => {
  it('refuses an import of module code in jobs/', async () => {
    const code = "export { matchReport } from '../modules/matching/matcher';";
    expect(await problems('jobs/x.ts', code)).toEqual(['no-restricted-imports']);
  });

  it('lets jobs/ use shared code, and modules use the catalogue', async () => {
    expect(await problems('jobs/x.ts', "export { mailSchema } from '../lib/mailer';")).toEqual([]);
    const handler = "export { matchReportJob } from '../../jobs/catalogue';";
    expect(await problems('modules/matching/x.ts', handler)).toEqual([]);
  });
});
