import { lockPgliteDir, PgliteInUseError } from '../src/db/pglite-lock';

/**
 * One of several processes racing for a PGlite directory (pglite-lock.test.ts): waits for
 * the common start time, then prints `won` or `refused`; the winner holds the lock until its
 * stdin closes, so every other racer meets it.
 */
const [dir, startAt] = process.argv.slice(2);
// Sleeping, not spinning: spinning racers would keep the others off a small machine's cores.
await new Promise((resolve) => setTimeout(resolve, Number(startAt) - Date.now()));
try {
  const release = await lockPgliteDir(dir!, { kind: 'sync' });
  console.log('won');
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.on('end', resolve));
  release();
} catch (error) {
  if (!(error instanceof PgliteInUseError)) throw error;
  console.log('refused');
}
