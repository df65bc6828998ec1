import { afterAll } from 'vitest';
import { closeTestApps, warmUpTestApps } from './helper';
import { recordSecurityTally } from './security/hostile';

// Runs for every test file, also when files share a worker process (isolate: false, ADR 210).
// The first file of a worker starts its model check and its database while the file loads.
warmUpTestApps();
// The apps a file built are closed after all of its tests, and its database handed back;
// a security test file's tally is recorded (security/summary-setup.ts adds them up).
afterAll(async () => {
  recordSecurityTally();
  await closeTestApps();
});
