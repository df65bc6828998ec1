import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(import.meta.url), '../../../../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `path` in apps/web/src. */
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, {
    filePath: resolve(root, 'apps/web/src', path),
  });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('feature boundaries (docs/decisions/105)', () => {
  it("refuses an import of another feature's files, however deep the importing file", async () => {
    const deep = "export { matchKeys } from '../../matches/api/keys';";
    expect(await problems('features/users/api/x.ts', deep)).toEqual(['no-restricted-imports']);
    const shallow = "export { matchKeys } from '../matches/api/keys';";
    expect(await problems('features/users/x.ts', shallow)).toEqual(['no-restricted-imports']);
  });

  it("accepts another feature's index, the feature's own files and shared code", async () => {
    const code = [
      "export { reportKeys } from '../../reports';",
      "export { adminUserKeys } from './keys';",
      "export { api } from '../../../lib/api-client';",
    ].join('\n');
    expect(await problems('features/users/api/x.ts', code)).toEqual([]);
  });

  it("lets a test borrow another feature's fixtures", async () => {
    const code = "export { makeDog } from '../../dogs/pages/dog-fixtures';";
    expect(await problems('features/search/pages/x.test.tsx', code)).toEqual([]);
  });

  it('keeps features and the app out of shared code', async () => {
    const feature = "export { reportKeys } from '../../features/reports';";
    expect(await problems('components/ui/x.tsx', feature)).toEqual(['no-restricted-imports']);
    const app = "export { AppProvider } from '../app/provider';";
    expect(await problems('lib/x.ts', app)).toEqual(['no-restricted-imports']);
  });
});
