import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerPool } from '../src/lib/worker-pool';
import { createWorkerPool, QueueFullError } from '../src/lib/worker-pool';

/** A thread speaking the pool's protocol: doubles a number, dies on 'die', fails on 'fail'. */
const THREAD = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, request }) => {
  if (request === 'die') process.exit(3);
  if (request === 'fail') return parentPort.postMessage({ id, error: { message: 'no', kind: 'refused', code: '23505' } });
  setTimeout(() => parentPort.postMessage({ id, result: request * 2 }), 20);
});`;

let pool: WorkerPool<unknown, number> | undefined;
afterEach(async () => pool?.close());

const open = (queueMax = 8) =>
  (pool = createWorkerPool<unknown, number>({
    start: () => new Worker(THREAD, { eval: true }),
    size: 1,
    queueMax,
    errorOf: ({ message, kind }) => new Error(`${kind}: ${message}`),
  }));

describe('the worker-thread pool', () => {
  it("answers each request, and passes a thread's error on with its kind", async () => {
    const threads = open();
    expect(await Promise.all([1, 2, 3].map((n) => threads.run(n)))).toEqual([2, 4, 6]);
    await expect(threads.run('fail')).rejects.toThrow('refused: no');
  });

  it("revives a thread's error with its fields when no errorOf is given", async () => {
    pool = createWorkerPool<unknown, number>({
      start: () => new Worker(THREAD, { eval: true }),
      size: 1,
    });
    await expect(pool.run('fail')).rejects.toMatchObject({ message: 'no', code: '23505' });
  });

  it('fails the requests of a thread that dies, and starts another for the next', async () => {
    const threads = open();
    await expect(threads.run('die')).rejects.toThrow('worker thread exited');
    expect(await threads.run(21)).toBe(42);
  });

  it('with restart off, fails every request after its thread died', async () => {
    pool = createWorkerPool<unknown, number>({
      start: () => new Worker(THREAD, { eval: true }),
      size: 1,
      restart: false,
    });
    await expect(pool.run('die')).rejects.toThrow('worker thread exited');
    await expect(pool.run(21)).rejects.toThrow('worker thread exited');
  });

  it('refuses requests beyond its bound instead of piling them up', async () => {
    const threads = open(2);
    const running = [threads.run(1), threads.run(2)];
    await expect(threads.run(3)).rejects.toBeInstanceOf(QueueFullError);
    expect(await Promise.all(running)).toEqual([2, 4]);
    expect(await threads.run(3)).toBe(6);
  });
});
