import { afterAll, describe, expect, it } from 'vitest';
import type { ChildStore } from './child-server';
import { createChildStore, killChild, killChildren, logIn, startChildServer } from './child-server';
import type { AckedWrite } from './crash-writes';
import { checkWrite, postInquiry, postReport } from './crash-writes';

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const WORKERS = 4;
/** Writes acknowledged before the kill; enough to be sure the stream was under way. */
const ACKED_BEFORE_KILL = 16;

let store: ChildStore | undefined;
afterAll(async () => {
  killChildren();
  await store?.remove();
});

describe(`crash safety on ${database}`, () => {
  it('every write acknowledged before SIGKILL is there and whole after a restart', async () => {
    store = await createChildStore('crash');
    const first = await startChildServer(store);
    const { accessToken } = await logIn(first.url);

    const acked: AckedWrite[] = [];
    let unanswered = 0;
    let next = 0;
    let killed = false;
    const killedNow = (async () => {
      while (acked.length < ACKED_BEFORE_KILL) await new Promise((r) => setTimeout(r, 20));
      killed = true;
      await killChild(first);
    })();
    // Each worker keeps one write in flight until the server is gone: reports with a photo
    // (the image store and the database) and inquiries (the database only), interleaved.
    const worker = async () => {
      while (!killed) {
        const n = next++;
        const write = n % 2 === 0 ? postReport : postInquiry;
        try {
          const result = await write(first.url, accessToken, n);
          // A 2xx that arrived is an acknowledgement, even if the kill follows a moment later.
          if (result) acked.push(result);
        } catch {
          unanswered++; // cut off by the kill: never acknowledged, so nothing is promised
        }
      }
    };
    await Promise.all([...Array.from({ length: WORKERS }, worker), killedNow]);
    expect(unanswered).toBeGreaterThan(0); // the kill really landed mid-stream

    const second = await startChildServer(store);
    const ready = await fetch(`${second.url}/readyz`);
    expect(ready.status).toBe(200);
    const token = (await logIn(second.url)).accessToken;
    const problems: string[] = [];
    for (const write of acked) problems.push(...(await checkWrite(second.url, token, write)));
    expect(problems).toEqual([]);
    expect(acked.filter((w) => w.kind === 'report').length).toBeGreaterThan(3);
    expect(acked.filter((w) => w.kind === 'inquiry').length).toBeGreaterThan(3);
    await killChild(second);
  }, 90_000);
});
