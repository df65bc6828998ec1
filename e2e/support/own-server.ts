import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ENV, serverJs } from './env';

/**
 * A second server from the same production build, on its own port and empty data
 * directory, for journeys that need settings the shared one does not have (an import).
 */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `chajul-e2e-own-${port}-`));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      DEMO_DATA: '0',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: see ${dataDir}/server.log`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
