import { startModuleWorker } from './module-worker';
import type { WriteRequest } from './file-writer-worker';
import type { WorkerPool } from './worker-pool';
import { createWorkerPool } from './worker-pool';

let writer: WorkerPool<WriteRequest, null> | undefined;

/**
 * Writes `body` to `file` durably (temporary file, fsync, rename, directory fsync) on a
 * worker thread (file-writer-worker.ts), answering in one message. Done on the event loop
 * with fs.promises it took nine thread-pool round trips, each queued behind every other
 * ready request: a report upload waited 0.3–1.5 s for its two files under `npm run
 * bench:load` (ADR 096).
 */
export async function writeFileDurably(file: string, temp: string, body: Buffer): Promise<void> {
  writer ??= createWorkerPool<WriteRequest, null>({
    start: () =>
      startModuleWorker(
        './lib/file-writer-worker.js',
        new URL('./file-writer-worker.ts', import.meta.url),
        undefined,
        import.meta.url,
      ),
    size: 1,
  });
  await writer.run({ file, temp, body });
}
