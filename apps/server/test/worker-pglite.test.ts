import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';
import { WORKER_NEEDS_POSTGRES } from '../src/worker-message';

describe('npm run worker', () => {
  it('refuses PGlite and says why: its files belong to the server process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-worker-'));
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverRoot,
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(WORKER_NEEDS_POSTGRES);
    expect(stderr).toContain('ADR 098');
    // It stopped before opening anything.
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});
