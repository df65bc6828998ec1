import { describe, expect, it } from 'vitest';
import { retryWhenLost } from './sql-errors';

/** An error as Drizzle gives it: the driver's error, with its SQLSTATE, as the cause. */
const failedQuery = (code: string) =>
  Object.assign(new Error('Failed query: delete from "lost_reports"'), {
    cause: Object.assign(new Error('deadlock detected'), { code }),
  });

function failing(codes: string[]) {
  let calls = 0;
  const work = async () => {
    const code = codes[calls++];
    if (code) throw failedQuery(code);
    return 'done';
  };
  return { work, calls: () => calls };
}

describe('work PostgreSQL aborted for another transaction', () => {
  it('runs again after a deadlock or a serialization failure, and answers its result', async () => {
    const run = failing(['40P01', '40001']);
    await expect(retryWhenLost(run.work)).resolves.toBe('done');
    expect(run.calls()).toBe(3);
  });

  it('gives up after the tries it was given, with the last error', async () => {
    const run = failing(['40P01', '40P01', '40P01']);
    await expect(retryWhenLost(run.work)).rejects.toThrow('Failed query');
    expect(run.calls()).toBe(3);
  });

  it('never repeats work that failed for another reason', async () => {
    const run = failing(['23503']);
    await expect(retryWhenLost(run.work)).rejects.toThrow('Failed query');
    expect(run.calls()).toBe(1);
  });
});
