import type { DogImportTrigger } from '@chajul/contracts';
import { kstDate, kstDay, nextKstMidnight } from '../../lib/kst';
import type { SourceQuery } from './source';

/** The first import reads dogs found this far back: long-stay dogs are still in care. */
export const FIRST_IMPORT_DAYS = 365;
/** A reconcile always covers at least the dogs found this recently. */
export const RECENT_DAYS = 60;
/**
 * An update run asks for every found date this far back: the update window already keeps
 * the answer small, and without found dates the API answers only the last 31 days.
 */
export const UPDATE_FOUND_DAYS = 730;
/** An update window starts this long before the last good run did, so nothing falls between. */
export const UPDATE_OVERLAP_MS = 3600_000;
/** Timers fire a little early or late; a run this close to its time is on time. */
const TIMER_SLACK_MS = 5_000;

export type PlanFacts = {
  now: Date;
  trigger: DogImportTrigger;
  intervalMs: number;
  budget: number;
  /** Calls made today (Korean day). */
  spent: number;
  lastGood?: Date | undefined;
  lastReconcile?: Date | undefined;
  lastStart?: Date | undefined;
  /** Calls the last good run of each kind made: what the next one is expected to cost. */
  updateCalls: number;
  reconcileCalls: number;
};

export type Plan = { run: 'update' | 'reconcile' } | { wait: 'budget' | 'stretched'; until: Date };

/**
 * Which run is due (ADR 033). The first run of a Korean day is a reconcile, which reads every
 * dog still in care; the others read only what changed since the last good run. Each source
 * may make `budget` calls a day: when they are spent the schedule waits for midnight, and
 * before that scheduled update runs are spread so that what is left lasts the day (never
 * closer than the interval). A run asked for (admin, CLI) skips the spreading, not the budget.
 */
export function planRun(facts: PlanFacts): Plan {
  const { now, budget, spent } = facts;
  const midnight = nextKstMidnight(now);
  const left = budget - spent;
  const reconciledToday = !!facts.lastReconcile && kstDay(facts.lastReconcile) === kstDay(now);
  let run: 'update' | 'reconcile' = facts.lastGood && reconciledToday ? 'update' : 'reconcile';
  // A reconcile that cannot finish on what is left would spend it for nothing.
  if (run === 'reconcile' && facts.lastGood && left < facts.reconcileCalls) run = 'update';
  const expected = Math.max(1, run === 'reconcile' ? facts.reconcileCalls : facts.updateCalls);
  if (left < 1 || (run === 'update' && left < expected)) return { wait: 'budget', until: midnight };
  if (run === 'reconcile' || facts.trigger !== 'schedule' || !facts.lastStart) return { run };
  const spread = (midnight.getTime() - now.getTime()) * (expected / left);
  const due = new Date(facts.lastStart.getTime() + Math.max(facts.intervalMs, spread));
  if (due.getTime() - now.getTime() > TIMER_SLACK_MS) return { wait: 'stretched', until: due };
  return { run };
}

/**
 * When the schedule imports next, and what it waits for, from the database alone: every
 * process answers the same (a web process with JOBS=0 too, ADR 101). The schedule asks every
 * interval, in step with its last scheduled run (`lastScheduled`); the plan at its next ask
 * says whether that ask runs or waits, and until when. Without a scheduled run yet, the plan
 * is asked now, and only a wait's end is known.
 */
export function nextScheduledRun(
  facts: Omit<PlanFacts, 'trigger'> & { lastScheduled?: Date | undefined },
): { waiting: 'budget' | 'stretched' | null; at: Date | null } {
  const { intervalMs } = facts;
  const phase = facts.lastScheduled?.getTime();
  /** The schedule's first ask at or after `time` (a timer within TIMER_SLACK_MS is on time). */
  const askFrom = (time: number) =>
    phase === undefined
      ? new Date(time)
      : new Date(
          phase + Math.max(1, Math.ceil((time - TIMER_SLACK_MS - phase) / intervalMs)) * intervalMs,
        );
  const ask = askFrom(facts.now.getTime());
  // The day's calls start again at midnight.
  const spent = kstDay(ask) === kstDay(facts.now) ? facts.spent : 0;
  const plan = planRun({ ...facts, now: ask, spent, trigger: 'schedule' });
  if (!('wait' in plan)) return { waiting: null, at: phase === undefined ? null : ask };
  const until = plan.until.getTime() + (plan.wait === 'budget' ? TIMER_SLACK_MS : 0);
  return { waiting: plan.wait, at: phase === undefined ? plan.until : askFrom(until) };
}

/**
 * What a run asks for. A reconcile reads the found dates from the oldest dog in care (at
 * least the last RECENT_DAYS; FIRST_IMPORT_DAYS for the very first run); an update run asks
 * for records changed since the last good run began, less UPDATE_OVERLAP_MS.
 */
export function queryFor(
  run: 'update' | 'reconcile',
  facts: { now: Date; lastGood?: Date | undefined; oldestInCare?: string | undefined },
): SourceQuery {
  const { now } = facts;
  const today = kstDate(0, now);
  if (run === 'update' && facts.lastGood) {
    const since = new Date(facts.lastGood.getTime() - UPDATE_OVERLAP_MS);
    return {
      found: { from: kstDate(UPDATE_FOUND_DAYS, now), to: today },
      updated: { from: kstDate(0, since), to: today },
    };
  }
  const recent = kstDate(facts.lastGood ? RECENT_DAYS : FIRST_IMPORT_DAYS, now);
  const oldest = facts.oldestInCare?.replaceAll('-', '');
  return { found: { from: oldest && oldest < recent ? oldest : recent, to: today } };
}
