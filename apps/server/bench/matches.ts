import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REGIONS } from '@chajul/contracts';
import { createColorEmbedder } from '../src/ai/color-embedder';
import type { Embedder } from '../src/ai/embedder';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { loadConfig } from '../src/config';
import type { DogFacts, MatchRules, ReportFacts } from '../src/modules/matches/match-score';
import { matchScore, rankCandidates, rulesFor } from '../src/modules/matches/match-score';
import { embedAll, listPhotos } from './retrieval';

/**
 * `npm run bench:matches -- --dataset ../shared/data/dogs-dev`: lost reports from the first
 * photo of each dog in identity/, stray dogs from its other photos plus every breeds/ photo
 * as distractors, with places, dates and sexes drawn as in real data (ADR 100). Prints
 * recall@5 of the right dog among the candidates and false alerts per report by threshold.
 */
const { values } = parseArgs({
  options: { dataset: { type: 'string' }, embedder: { type: 'string', default: 'auto' } },
});
if (!values.dataset || !fs.existsSync(path.join(values.dataset, 'identity'))) {
  console.error('usage: npm run bench:matches -- --dataset <dir with breeds/ and identity/>');
  console.error(`no data set at ${values.dataset ?? '(none given)'}: nothing measured`);
  process.exit(2);
}

let seed = 20261122;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const regions = Object.keys(REGIONS) as (keyof typeof REGIONS)[];
/** Most strays in the public data are in 경기도: so are most of ours. */
const somewhere = () => {
  const region = random() < 0.6 ? '경기도' : pick(regions);
  return { region, district: pick(REGIONS[region]) ?? '' };
};
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 1) + Math.round(offset) * 86_400_000).toISOString().slice(0, 10);
const sex = () => pick(['암컷', '수컷', '미상']);

const identity = listPhotos(path.join(values.dataset, 'identity'));
const breeds = listPhotos(path.join(values.dataset, 'breeds'));
const { search } = loadConfig({});
const embedder: Embedder =
  values.embedder !== 'colour'
    ? await loadEmbedder((await chooseEmbedder({ ...search, kind: 'onnx' })).choice)
    : createColorEmbedder();
const idVectors = (await embedAll(embedder, identity)).vectors;
const breedVectors = (await embedAll(embedder, breeds)).vectors;
await embedder.close();

type Report = { label: string; vector: Float32Array; facts: ReportFacts; lostDay: number };
type Stray = { label: string; vector: Float32Array; facts: DogFacts };
const reports: Report[] = [];
const strays: Stray[] = [];
const seen = new Set<string>();
identity.forEach((photo, i) => {
  const vector = idVectors[i]!;
  if (!seen.has(photo.label)) {
    seen.add(photo.label);
    const place = somewhere();
    const gender = pick(['암컷', '수컷']);
    const lostDay = Math.floor(random() * 10);
    reports.push({
      label: photo.label,
      vector,
      lostDay,
      facts: { ...place, dateLost: day(lostDay), species: null, gender },
    });
    return;
  }
  const report = reports.at(-1)!;
  // The right dog: usually taken in near where it was lost, days after.
  const near = random();
  const place =
    near < 0.5
      ? report.facts
      : near < 0.8
        ? { ...somewhere(), region: report.facts.region }
        : somewhere();
  strays.push({
    label: photo.label,
    vector,
    facts: {
      jurisd: `${place.region} ${place.district}`.trim(),
      foundDate: day(report.lostDay + random() * 7),
      noticeStartDate: null,
      species: '믹스견',
      gender: random() < 0.8 ? report.facts.gender : '미상',
      state: '보호중',
    },
  });
});
breeds.forEach((photo, i) => {
  const place = somewhere();
  strays.push({
    label: `breed:${photo.label}`,
    vector: breedVectors[i]!,
    facts: {
      jurisd: `${place.region} ${place.district}`.trim(),
      foundDate: day(-10 + random() * 30),
      noticeStartDate: null,
      species: photo.label,
      gender: sex(),
      state: '보호중',
    },
  });
});

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, k) => s + x * b[k]!, 0);
const similarities = reports.map((r) => strays.map((s) => dot(r.vector, s.vector)));

function measure(rules: MatchRules, withFacts: boolean) {
  let hit1 = 0;
  let hit5 = 0;
  let alerted = 0;
  let falseAlerts = 0;
  reports.forEach((report, r) => {
    const hits = strays.map((stray, dogId) => ({
      dogId,
      similarity: similarities[r]![dogId]!,
      dog: withFacts
        ? stray.facts
        : { ...stray.facts, jurisd: null, gender: null, foundDate: null },
    }));
    const facts = withFacts ? report.facts : { ...report.facts, gender: null };
    const ranked = rankCandidates(hits, facts, rules);
    const right = (id: number) => strays[id]!.label === report.label;
    if (ranked.slice(0, 1).some((c) => right(c.dogId))) hit1++;
    if (ranked.slice(0, 5).some((c) => right(c.dogId))) hit5++;
    let alertedRight = false;
    for (const h of hits) {
      const score = matchScore(h.similarity, facts, h.dog, rules);
      if (score === null || score < rules.alertScore) continue;
      if (right(h.dogId)) alertedRight = true;
      else falseAlerts++;
    }
    if (alertedRight) alerted++;
  });
  const n = reports.length;
  return { r1: hit1 / n, r5: hit5 / n, alerted: alerted / n, falsePerReport: falseAlerts / n };
}

console.log(
  `${embedder.model} ${embedder.version}: ${reports.length} reports, ${strays.length} stray dogs (${strays.length - breeds.length} of the reported dogs, ${breeds.length} distractors)\n`,
);
const photoOnly = measure(rulesFor(embedder.model), false);
const full = measure(rulesFor(embedder.model), true);
console.log('| ranking | recall@1 | recall@5 |');
console.log('|---|---|---|');
console.log(`| photo only | ${photoOnly.r1.toFixed(3)} | ${photoOnly.r5.toFixed(3)} |`);
console.log(`| photo + place, date, sex | ${full.r1.toFixed(3)} | ${full.r5.toFixed(3)} |`);
console.log('\n| alert threshold | reports alerted with the right dog | false alerts per report |');
console.log('|---|---|---|');
const rules = rulesFor(embedder.model);
for (const t of [0.86, 0.88, 0.9, 0.91, 0.92, 0.93, 0.94, 0.95, 0.96, 0.97, 0.98]) {
  const m = measure({ ...rules, alertScore: t }, true);
  const mark = Math.abs(t - rules.alertScore) < 1e-9 ? ' (chosen)' : '';
  console.log(
    `| ${t.toFixed(2)}${mark} | ${m.alerted.toFixed(3)} | ${m.falsePerReport.toFixed(3)} |`,
  );
}
