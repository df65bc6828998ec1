// `npm test` (ADR 266): the unit suites, then the build and the browser suite, in the
// foreground; lint and typecheck (`npm run check`) beside them at the lowest CPU priority,
// on what the tests leave idle. The check's log is printed whole when the tests end, and the
// run fails when either fails, after both have ended.
import { spawn } from 'node:child_process';
import os from 'node:os';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const check = spawn('npm', ['run', '--silent', 'check'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
});
// Set before npm starts its scripts (it takes a tenth of a second to load), which inherit it.
os.setPriority(check.pid, 19);
const output = [];
check.stdout.on('data', (chunk) => output.push(chunk));
check.stderr.on('data', (chunk) => output.push(chunk));
let checkSeconds = '';
const checked = new Promise((resolve) =>
  check.on('close', (code, signal) => {
    checkSeconds = seconds();
    resolve(code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`);
  }),
);

const tests = await new Promise((resolve) => {
  const child = spawn('npm', ['run', 'test:unit'], { stdio: 'inherit' });
  child.on('close', (code) => {
    if (code !== 0) return resolve(false);
    const e2e = spawn('npm', ['run', 'test:e2e'], { stdio: 'inherit' });
    e2e.on('close', (e2eCode) => resolve(e2eCode === 0));
  });
});

const verdict = await checked;
process.stdout.write(
  `\n── check (lint and typecheck, beside the tests): ${verdict} in ${checkSeconds} s\n`,
);
process.stdout.write(Buffer.concat(output));
process.stdout.write(`\n── tests: ${tests ? 'ok' : 'FAILED'} in ${seconds()} s\n`);
process.exit(tests && verdict === 'ok' ? 0 : 1);
