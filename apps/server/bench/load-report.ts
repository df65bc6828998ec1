/** Tables for `bench:load`: the scenario summary and the slowest routes seen by /metrics. */
import type { Result } from 'autocannon';

export type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
};

export const rowOf = (name: string, r: Result): Row => ({
  name,
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  // autocannon counts timeouts among the errors already.
  errors: r.errors,
  non2xx: r.non2xx,
  total: r.requests.total,
});

/** Latencies measured by the bench itself, per kind of request (reads and writes in a mix). */
export class LatencyByKind {
  private readonly samples = new Map<string, number[]>();
  add(kind: string, ms: number) {
    const list = this.samples.get(kind) ?? [];
    list.push(ms);
    this.samples.set(kind, list);
  }
  /** One summary row per kind, e.g. "  reads of (b)". */
  rows(scenario: string, seconds: number): Row[] {
    return [...this.samples].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return {
        name: `  ${kind} of ${scenario}`,
        rps: list.length / seconds,
        p50: at(0.5),
        p99: at(0.99),
        errors: 0,
        non2xx: 0,
        total: list.length,
      };
    });
  }
}

export function printSummary(rows: Row[], ceiling: Row | undefined) {
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'requests',
    '% of static',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    String(r.non2xx),
    String(r.total),
    ceiling && r !== ceiling ? `${((100 * r.rps) / ceiling.rps).toFixed(0)}%` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

type RouteTotals = Map<string, { count: number; sum: number }>;

/** Per-route request count and summed seconds from the latency histogram of /metrics. */
export async function routeTotals(base: string, token: string): Promise<RouteTotals> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const totals: RouteTotals = new Map();
  const pattern = /^http_request_duration_seconds_(sum|count)\{(.*)\} ([\d.e+-]+)$/gm;
  for (const [, kind, labels, value] of text.matchAll(pattern)) {
    const method = /method="([^"]*)"/.exec(labels!)?.[1];
    const route = /route="([^"]*)"/.exec(labels!)?.[1];
    const status = /status_code="([^"]*)"/.exec(labels!)?.[1] ?? '';
    // Failures get their own row, so a fast 404 can't hide among the successes.
    const key = /^[23]/.test(status) ? `${method} ${route}` : `${method} ${route} → ${status}`;
    const entry = totals.get(key) ?? { count: 0, sum: 0 };
    if (kind === 'sum') entry.sum += Number(value);
    else entry.count += Number(value);
    totals.set(key, entry);
  }
  return totals;
}

/** Where the server spent its time between two /metrics reads, most first. */
export function printRoutes(title: string, before: RouteTotals, after: RouteTotals, top = 8) {
  const rows = [...after].map(([route, a]) => {
    const b = before.get(route) ?? { count: 0, sum: 0 };
    const count = a.count - b.count;
    const seconds = a.sum - b.sum;
    return { route, count, seconds, mean: count ? (1000 * seconds) / count : 0 };
  });
  const busy = rows.filter((r) => r.count > 0).sort((x, y) => y.seconds - x.seconds);
  const all = busy.reduce((s, r) => s + r.seconds, 0);
  console.log(`\n${title}: server time by route (handler + serialisation, from /metrics)`);
  for (const r of busy.slice(0, top)) {
    const share = ((100 * r.seconds) / (all || 1)).toFixed(0).padStart(3);
    console.log(
      `  ${share}%  ${r.mean.toFixed(2).padStart(7)} ms mean  ${String(r.count).padStart(7)}×  ${r.route}`,
    );
  }
}
