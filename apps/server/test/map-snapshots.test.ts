import { describe, expect, it, vi } from 'vitest';
import type { MapEntry } from '../src/modules/map/map-points';
import { MapSnapshots } from '../src/modules/map/map.service';

const entry = (id: number): MapEntry => ({
  kind: 'lost',
  id,
  point: { lat: 37.5, lng: 127, approximate: true },
  title: '초코',
  place: '서울특별시 마포구',
  date: '2026-10-01',
  imageUrl: null,
  authorId: 1,
});

describe('the map’s snapshot of open points (ADR 170)', () => {
  it('is loaded once within its TTL, and again at once after a write forgets it', async () => {
    let id = 0;
    const load = vi.fn(async () => [entry(++id)]);
    const snapshots = new MapSnapshots(load, 60_000);
    const [a, b] = await Promise.all([snapshots.get(), snapshots.get()]);
    expect(a).toBe(b);
    expect((await snapshots.get()).entries[0]!.id).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    snapshots.forget();
    expect((await snapshots.get()).entries[0]!.id).toBe(2);
  });

  it('past its TTL answers the kept snapshot while a fresh one loads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let id = 0;
      const snapshots = new MapSnapshots(async () => [entry(++id)], 1000);
      expect((await snapshots.get()).entries[0]!.id).toBe(1);
      vi.setSystemTime(Date.now() + 1500);
      expect((await snapshots.get()).entries[0]!.id).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect((await snapshots.get()).entries[0]!.id).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing with a TTL of 0, and a load started before a forget is not kept', async () => {
    let id = 0;
    const none = new MapSnapshots(async () => [entry(++id)], 0);
    await none.get();
    expect((await none.get()).entries[0]!.id).toBe(2);
    const releases: (() => void)[] = [];
    const slow = new MapSnapshots(
      () =>
        new Promise<MapEntry[]>((resolve) => {
          const mine = releases.length + 1;
          releases.push(() => resolve([entry(mine)]));
        }),
      60_000,
    );
    const before = slow.get();
    slow.forget();
    const after = slow.get();
    expect(releases).toHaveLength(2);
    releases[0]!();
    releases[1]!();
    expect((await before).entries[0]!.id).toBe(1);
    expect((await after).entries[0]!.id).toBe(2);
    // The one loaded after the forget is kept; the earlier one is not.
    expect((await slow.get()).entries[0]!.id).toBe(2);
    expect(releases).toHaveLength(2);
  });
});
