import { Worker } from 'node:worker_threads';

/**
 * The worker's code: write to the temporary file, fsync it, rename it into place, fsync the
 * directory, then answer once. Plain JavaScript evaluated by the worker, so the same code
 * runs from the TypeScript sources (tests) and from the bundle (production).
 */
const WRITER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
function syncClose(fd) {
  try { fs.fsyncSync(fd); } finally { fs.closeSync(fd); }
}
parentPort.on('message', ({ id, file, temp, body }) => {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(temp, 'w');
    try { fs.writeFileSync(fd, body); } catch (error) { fs.closeSync(fd); throw error; }
    syncClose(fd);
    fs.renameSync(temp, file);
    syncClose(fs.openSync(path.dirname(file), 'r'));
    parentPort.postMessage({ id });
  } catch (error) {
    try { fs.rmSync(temp, { force: true }); } catch {}
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Reply = { id: number; error?: string };
type Pending = { resolve: () => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function writer(): Worker {
  if (worker) return worker;
  const started = new Worker(WRITER_SOURCE, { eval: true });
  started.on('message', ({ id, error }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error) waiting?.reject(new Error(error));
    else waiting?.resolve();
  });
  const failAll = (error: Error) => {
    worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`file writer exited with ${code}`)));
  worker = started;
  return started;
}

/**
 * Writes `body` to `file` durably (temporary file, fsync, rename, directory fsync) on a
 * worker thread, answering in one message. Done on the event loop with fs.promises it took
 * nine thread-pool round trips, each queued behind every other ready request: a report
 * upload waited 0.3–1.5 s for its two files under `npm run bench:load` (ADR 096).
 */
export function writeFileDurably(file: string, temp: string, body: Buffer): Promise<void> {
  const target = writer();
  const id = nextId++;
  return new Promise<void>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held open only while a write is in flight, so an idle worker never keeps a CLI alive.
    target.ref();
    target.postMessage({ id, file, temp, body });
  });
}
