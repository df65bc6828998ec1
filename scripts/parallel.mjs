// Runs npm scripts side by side (ADR 210): `node scripts/parallel.mjs lint:eslint typecheck`.
// Each script's output is printed whole when it ends, under its name, so two logs never mix;
// the run fails when any script fails, after all have ended.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const USAGE = 'usage: node scripts/parallel.mjs <npm script>...';
let scripts = [];
try {
  scripts = parseArgs({ allowPositionals: true }).positionals;
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (scripts.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── ${script}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
