import type { runTrial } from './match-trials';

/** The tables `bench:matches` prints (Markdown, for docs/bench/matches.md). */
type Result = ReturnType<typeof runTrial>[number];
/** One setting: its results on the tuning half and the test half, one per gallery size. */
export type Row = { label: string; halves: Result[][] };

const f = (x: number) => x.toFixed(3);
const cells = (r: Result) =>
  `${f(r.top1)} | ${f(r.top5)} | ${f(r.alerted[0] ?? NaN)} | ${f(r.falseAlerts[0] ?? NaN)}`;
const gallery = (r: Result) =>
  r.items === r.photos
    ? `${r.photos.toFixed(0)}`
    : `${r.photos.toFixed(0)} photos, ${r.items.toFixed(0)} reports`;

/** Tuning and test side by side, one line per setting and gallery size. */
export function printScenario(title: string, alert: string, rows: Row[]) {
  const [tuning, test] = [rows[0]!.halves[0]![0]!, rows[0]!.halves[1]![0]!];
  console.log(
    `## ${title}\n\n${tuning.queries} queries on the tuning half, ${test.queries} on the test half; ${alert}\n`,
  );
  const columns = 'top-1 | top-5 | reports alerted | false alerts per report';
  console.log(`| setting | gallery | tuning: ${columns} | test: ${columns} |`);
  console.log(`|---|---|${'---|'.repeat(8)}`);
  for (const row of rows) {
    row.halves[0]!.forEach((r, s) => {
      const other = row.halves[1]![s]!;
      console.log(`| ${row.label} | ${gallery(r)} | ${cells(r)} | ${cells(other)} |`);
    });
  }
  console.log('');
}

/** One alert setting swept on the tuning half: its results per gallery size. */
export type Sweep = { label: string; chosen: boolean; results: Result[] };

/** Alert settings swept on the tuning half: reports alerted / false alerts per report, per size. */
export function printAlertSweep(title: string, sweeps: Sweep[]) {
  const sizes = sweeps[0]!.results;
  console.log(`${title}\n`);
  console.log(
    `| setting | ${sizes.map((r) => `gallery ${gallery(r)}`).join(' | ')} |\n|---|${'---|'.repeat(sizes.length)}`,
  );
  for (const sweep of sweeps) {
    const cells = sweep.results.map((r) => `${f(r.alerted[0]!)} / ${f(r.falseAlerts[0]!)}`);
    console.log(`| ${sweep.label}${sweep.chosen ? ' (chosen)' : ''} | ${cells.join(' | ')} |`);
  }
  if (sizes.some((r) => r.background !== null)) {
    const backgrounds = sizes.map((r) => (r.background === null ? '–' : f(r.background)));
    console.log(`| mean background (2nd–11th nearest) | ${backgrounds.join(' | ')} |`);
  }
  console.log('');
}

type Step = { alone: Result; full: Result };
/** Each cheap step alone, at the largest gallery: top-1 / top-5 by the photo alone and in full. */
export function printSteps(rows: { label: string; cells: Step[][] }[]) {
  const size = rows[0]!.cells[0]![0]!.full;
  console.log(
    `## Cheap steps, each alone (every photo on the report; gallery ${gallery(size)}; top-1 / top-5)\n`,
  );
  const halves = ['tuning', 'test'].flatMap((h) => [`${h}, photo alone`, `${h}, full score`]);
  console.log(
    `| step | ${['(a) other city', '(b) neighbouring city'].flatMap((s) => halves.map((h) => `${s}, ${h}`)).join(' | ')} |`,
  );
  console.log(`|---|${'---|'.repeat(8)}`);
  for (const row of rows) {
    const values = row.cells.flatMap((scenario) =>
      scenario.flatMap((half) => [half.alone, half.full].map((r) => `${f(r.top1)} / ${f(r.top5)}`)),
    );
    console.log(`| ${row.label} | ${values.join(' | ')} |`);
  }
  console.log('');
}
