import { describe, expect, it } from 'vitest';
import { kstDate } from '../src/lib/kst';
import type { PlanFacts } from '../src/modules/dog-imports/plan';
import {
  UPDATE_OVERLAP_MS,
  nextScheduledRun,
  planRun,
  queryFor,
} from '../src/modules/dog-imports/plan';

/** 2026-11-22 12:00 in Korea: twelve hours of the day left. */
const NOON = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;
const facts = (values: Partial<PlanFacts> = {}): PlanFacts => ({
  now: NOON,
  trigger: 'schedule',
  intervalMs: 10 * MINUTE,
  budget: 300,
  spent: 10,
  lastGood: new Date(NOON.getTime() - 10 * MINUTE),
  lastReconcile: new Date('2026-11-21T16:00:00Z'), // 01:00 KST today
  lastStart: new Date(NOON.getTime() - 10 * MINUTE),
  updateCalls: 1,
  reconcileCalls: 20,
  ...values,
});

describe('which run is due', () => {
  it('the first run ever and the first of each Korean day reconcile every dog in care', () => {
    expect(planRun(facts({ lastGood: undefined, lastReconcile: undefined }))).toEqual({
      run: 'reconcile',
    });
    // The last reconcile was at 23:50 KST yesterday.
    expect(planRun(facts({ lastReconcile: new Date('2026-11-21T14:50:00Z') }))).toEqual({
      run: 'reconcile',
    });
    expect(planRun(facts())).toEqual({ run: 'update' });
  });

  it('runs every interval while the calls left last the day', () => {
    expect(planRun(facts({ lastStart: new Date(NOON.getTime() - 4 * MINUTE) }))).toEqual({
      wait: 'stretched',
      until: new Date(NOON.getTime() + 6 * MINUTE),
    });
  });

  it('stretches update runs so that the calls left last until midnight', () => {
    // 10 calls left for 12 hours at 3 calls a run: one run every 3.6 hours.
    const plan = planRun(facts({ spent: 290, updateCalls: 3 }));
    expect(plan).toEqual({
      wait: 'stretched',
      until: new Date(NOON.getTime() - 10 * MINUTE + 3.6 * 3600_000),
    });
    expect(planRun(facts({ spent: 290, updateCalls: 3, trigger: 'admin' }))).toEqual({
      run: 'update',
    });
  });

  it('waits for midnight when the calls are spent, whoever asks', () => {
    const midnight = new Date('2026-11-22T15:00:00Z');
    expect(planRun(facts({ spent: 300 }))).toEqual({ wait: 'budget', until: midnight });
    expect(planRun(facts({ spent: 299, updateCalls: 2, trigger: 'admin' }))).toEqual({
      wait: 'budget',
      until: midnight,
    });
  });

  it('updates instead of a reconcile that the calls left cannot finish', () => {
    const yesterday = new Date('2026-11-21T01:00:00Z');
    const short = { lastReconcile: yesterday, spent: 290, reconcileCalls: 20 };
    expect(planRun(facts({ ...short, trigger: 'admin' }))).toEqual({ run: 'update' });
    expect(planRun(facts({ ...short, spent: 200, trigger: 'admin' }))).toEqual({
      run: 'reconcile',
    });
  });
});

describe('다음 가져오기: when the schedule imports next', () => {
  const known: Omit<PlanFacts, 'trigger'> = facts();
  /** The last scheduled run started 4 minutes ago: the schedule asks again in 6. */
  const lastScheduled = new Date(NOON.getTime() - 4 * MINUTE);
  const ran = { lastStart: lastScheduled, lastGood: lastScheduled };

  it('the next ask of the schedule, an interval after its last scheduled run', () => {
    expect(nextScheduledRun({ ...known, ...ran, lastScheduled })).toEqual({
      waiting: null,
      at: new Date(NOON.getTime() + 6 * MINUTE),
    });
  });

  it('the first ask after midnight when the calls are spent', () => {
    expect(nextScheduledRun({ ...known, ...ran, spent: 300, lastScheduled })).toEqual({
      waiting: 'budget',
      // Midnight KST is 15:00 UTC, which an ask every 10 minutes from 02:56 reaches at 15:06.
      at: new Date('2026-11-22T15:06:00Z'),
    });
  });

  it('the ask after a stretched wait, and only the wait without a scheduled run', () => {
    const stretched = { ...known, ...ran, spent: 290, lastScheduled };
    const next = nextScheduledRun(stretched);
    expect(next.waiting).toBe('stretched');
    expect(next.at!.getTime()).toBeGreaterThan(NOON.getTime() + 6 * MINUTE);
    expect((next.at!.getTime() - lastScheduled.getTime()) % (10 * MINUTE)).toBe(0);
    expect(nextScheduledRun({ ...known, spent: 300 })).toEqual({
      waiting: 'budget',
      at: new Date('2026-11-22T15:00:00Z'),
    });
    expect(nextScheduledRun(known)).toEqual({ waiting: null, at: null });
  });
});

describe('what a run asks for', () => {
  it('an update asks for what changed since the last good run, an hour of overlap included', () => {
    const lastGood = new Date('2026-11-21T15:30:00Z'); // 00:30 KST on the 22nd
    expect(queryFor('update', { now: NOON, lastGood })).toEqual({
      found: { from: kstDate(730, NOON), to: '20261122' },
      updated: {
        from: kstDate(0, new Date(lastGood.getTime() - UPDATE_OVERLAP_MS)),
        to: '20261122',
      },
    });
    expect(queryFor('update', { now: NOON, lastGood }).updated?.from).toBe('20261121');
  });

  it('a reconcile reaches back to the oldest dog in care, and at least 60 days', () => {
    const lastGood = NOON;
    expect(queryFor('reconcile', { now: NOON, lastGood, oldestInCare: '2026-08-24' })).toEqual({
      found: { from: '20260824', to: '20261122' },
    });
    expect(queryFor('reconcile', { now: NOON, lastGood, oldestInCare: '2026-11-01' })).toEqual({
      found: { from: '20260923', to: '20261122' },
    });
    expect(queryFor('reconcile', { now: NOON })).toEqual({
      found: { from: '20251122', to: '20261122' },
    });
  });
});
