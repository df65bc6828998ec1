import { describe, expect, it } from 'vitest';
import { loadsSettled, tracked } from './module-loads';

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('modules loading on demand', () => {
  it('settle only when every load has, a failed one too, and one begun while waiting', async () => {
    const first = later<string>();
    const failing = later<string>();
    const second = later<string>();
    const order: string[] = [];
    expect(tracked(first.promise)).toBe(first.promise);
    tracked(failing.promise).catch(() => order.push('failed'));
    const settled = loadsSettled().then(() => order.push('settled'));

    first.resolve('a');
    failing.reject(new Error('cut off'));
    await Promise.resolve();
    tracked(second.promise);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['failed']);

    second.resolve('b');
    await settled;
    expect(order).toEqual(['failed', 'settled']);
  });

  it('settles at once when nothing loads', async () => {
    await expect(loadsSettled()).resolves.toBeUndefined();
  });
});
