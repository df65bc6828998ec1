/**
 * What one query of `bench:matches` gives: the right item's place in the list, and the
 * alerts at each bar of a sweep (ADR 130).
 */
export type Candidate = { right: boolean; similarity: number | null; score: number | null };

export type Outcome = {
  top1: number;
  top5: number;
  alerted: number[];
  falseAlerts: number[];
  /** The query's background (ADR 100), where it has one. */
  background: number | null;
};

/**
 * Ties count against the right item: it is first only when no other scores as much. `bars`
 * gives, for this query's candidates, the alert bar of each setting swept.
 */
export function outcomeOf(
  candidates: Candidate[],
  showBar: number,
  bars: number[],
  background: number | null,
): Outcome {
  const right = candidates.find((c) => c.right);
  const rightScore = right?.score ?? null;
  const shown = rightScore !== null && rightScore >= showBar;
  const ahead = shown
    ? candidates.filter((c) => !c.right && c.score !== null && c.score >= rightScore).length
    : Infinity;
  return {
    top1: ahead === 0 ? 1 : 0,
    top5: ahead < 5 ? 1 : 0,
    alerted: bars.map((bar) => (rightScore !== null && rightScore >= bar ? 1 : 0)),
    falseAlerts: bars.map(
      (bar) => candidates.filter((c) => !c.right && c.score !== null && c.score >= bar).length,
    ),
    background,
  };
}

/** The mean of many outcomes (every query of every world). */
export function meanOutcome(outcomes: Outcome[]): Outcome {
  const n = Math.max(1, outcomes.length);
  const bars = outcomes[0]?.alerted.length ?? 0;
  const measured = outcomes.filter((o) => o.background !== null);
  const sum = (f: (o: Outcome) => number) => outcomes.reduce((s, o) => s + f(o), 0) / n;
  return {
    top1: sum((o) => o.top1),
    top5: sum((o) => o.top5),
    alerted: [...Array(bars).keys()].map((i) => sum((o) => o.alerted[i]!)),
    falseAlerts: [...Array(bars).keys()].map((i) => sum((o) => o.falseAlerts[i]!)),
    background: measured.length
      ? measured.reduce((s, o) => s + o.background!, 0) / measured.length
      : null,
  };
}
