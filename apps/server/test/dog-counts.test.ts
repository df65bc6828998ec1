import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_FROM, countMatches, forgetDogCounts } from '../src/modules/dogs/dog-counts';

afterEach(() => vi.useRealTimers());

const counter = (values: number[]) => {
  const count = vi.fn(async () => values.shift() ?? 0);
  return count;
};

describe('dog list counts', () => {
  it('a count below the caching threshold is taken afresh on every request', async () => {
    const db = {};
    const count = counter([120, 121]);
    expect(await countMatches(db, 'all', count)).toBe(120);
    expect(await countMatches(db, 'all', count)).toBe(121);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('a large count is counted once and shared by requests that arrive meanwhile', async () => {
    const db = {};
    const count = counter([CACHE_FROM + 5]);
    const answers = await Promise.all([1, 2, 3].map(() => countMatches(db, 'all', count)));
    expect(answers).toEqual([CACHE_FROM + 5, CACHE_FROM + 5, CACHE_FROM + 5]);
    expect(await countMatches(db, 'all', count)).toBe(CACHE_FROM + 5);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('different filters are counted apart', async () => {
    const db = {};
    await countMatches(db, 'all', counter([CACHE_FROM * 3]));
    expect(await countMatches(db, 'in-care', counter([CACHE_FROM]))).toBe(CACHE_FROM);
    expect(await countMatches(db, 'all', counter([1]))).toBe(CACHE_FROM * 3);
  });

  it('after a minute the kept count is answered at once and recounted behind it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = {};
    const count = counter([CACHE_FROM, CACHE_FROM + 40]);
    await countMatches(db, 'all', count);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await countMatches(db, 'all', count)).toBe(CACHE_FROM);
    await vi.waitFor(() => expect(count).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await countMatches(db, 'all', count)).toBe(CACHE_FROM + 40);
  });

  it('an import in this process makes the next request count again', async () => {
    const db = {};
    await countMatches(db, 'all', counter([CACHE_FROM]));
    forgetDogCounts(db);
    expect(await countMatches(db, 'all', counter([CACHE_FROM + 100]))).toBe(CACHE_FROM + 100);
  });
});
