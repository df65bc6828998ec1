import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on one of the server's modules. The bundle ships each worker as its
 * own file (`bundled`, relative to dist/server.js: scripts/build.mjs lists them). From src/
 * (tsx, vitest) the module is TypeScript, so the thread first registers tsx's loader, then
 * imports it.
 */
export function startModuleWorker(
  bundled: string,
  source: URL,
  workerData: unknown,
  callerUrl: string,
): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(bundled, callerUrl), { workerData });
  const tsx = pathToFileURL(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
      'dist/esm/api/index.mjs',
    ),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
