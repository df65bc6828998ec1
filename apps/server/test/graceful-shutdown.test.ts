import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildStore } from './child-server';
import { CHILD_ADMIN, createChildStore, killChildren, startChildServer } from './child-server';

let store: ChildStore | undefined;
afterAll(async () => {
  killChildren();
  await store?.remove();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight with 200, then exits 0', async () => {
    store = await createChildStore('shutdown');
    const server = await startChildServer(store);
    const body = JSON.stringify(CHILD_ADMIN);
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        request.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }),
          );
        });
        request.on('error', reject);
      },
    );
    // A slow client: half the body now, SIGTERM, the rest a moment later.
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    await wait(500);
    server.process.kill('SIGTERM');
    await wait(500);
    expect(server.process.exitCode).toBeNull(); // still waiting for our request
    request.end(body.slice(half));

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).accessToken).toEqual(expect.any(String));
    // The answer closes its connection: kept alive, the socket held the process for Node's
    // keep-alive timeout (5 s) and the client might have sent its next request down it.
    expect(answer.connection).toBe('close');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
