import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    securityTallyDir: string;
  }
}

const tally = { tried: 0, refused: 0 };

/**
 * One hostile request and the checks that prove the server refused it. A case counts as
 * refused only when every check passed; a failing check fails the test as well, so the
 * printed totals can only say "all refused" when the suite is green.
 */
export async function hostile<T>(attempt: () => Promise<T>): Promise<T> {
  tally.tried += 1;
  const result = await attempt();
  tally.refused += 1;
  return result;
}

/** Korean error bodies: a refusal explains itself in the user's language (docs/design.md §3). */
export function expectKoreanError(body: string, statusCode: number) {
  const parsed = JSON.parse(body) as { status: string; statusCode: number; message: string };
  expect(parsed.status).toBe('error');
  expect(parsed.statusCode).toBe(statusCode);
  expect(parsed.message).toMatch(/[가-힣]/);
}

/**
 * Prints and records the test file's tally, then starts the next file's at zero: test/setup.ts
 * calls it after each file's tests (a worker process runs many files: ADR 210).
 */
export function recordSecurityTally() {
  if (tally.tried === 0) return;
  const file = path.basename(expect.getState().testPath ?? 'security', '.test.ts');
  process.stdout.write(
    `security/${file}: ${tally.tried} hostile cases tried, ${tally.refused} refused\n`,
  );
  const dir = inject('securityTallyDir');
  if (dir) fs.writeFileSync(path.join(dir, `${file}.json`), JSON.stringify(tally));
  tally.tried = 0;
  tally.refused = 0;
}
