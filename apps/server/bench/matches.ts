import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { LatLng } from '@chajul/contracts';
import { distanceKm, REGION_POINTS, REGIONS } from '@chajul/contracts';
import type { Embedder } from '../src/ai/embedder';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import type { DogFacts, MatchRules, ReportFacts } from '../src/modules/matches/match-score';
import {
  alertBar,
  backgroundOf,
  isInCare,
  MATCH_RULES,
  matchScore,
} from '../src/modules/matches/match-score';
import { COAT_WORDS, coatOfPhoto, DEMO_BREEDS } from '../src/ingest/demo/demo-photos';
import { dogPhotosDir } from '../src/paths';
import type { Photo } from './retrieval';
import { listPhotos } from './retrieval';

/**
 * `npm run bench:matches [-- --photos 2 --worlds 6]`: lost reports meet stray dogs (ADR 100). Each dog
 * of assets/dogs/identity is lost with its first photos on the report; its last photo is the
 * stray a shelter takes in, either in the city where it was lost or in another one (chosen
 * by distance, nearer cities likelier); every breed photo is another stray. Owners' words
 * (colour, weight, age) and shelters' records are drawn around the truth, as people write.
 * Prints the right dog's rank and the alerts, before (GeM, one photo, same-city bonus) and
 * after (the shipped model, every photo, the distance prior and the descriptions).
 */
const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: dogPhotosDir },
    photos: { type: 'string', default: '2' },
    seed: { type: 'string', default: '20261124' },
    worlds: { type: 'string', default: '6' },
  },
});
const reportPhotos = Number(values.photos);

let seed = Number(values.seed);
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

type Place = { region: string; district: string; point: LatLng };
const places: Place[] = Object.entries(REGION_POINTS).flatMap(([region, points]) =>
  Object.entries(points as Record<string, LatLng>)
    .filter(([district]) => district !== '' || REGIONS[region as keyof typeof REGIONS].length === 0)
    .map(([district, point]) => ({ region, district, point })),
);
/** Most strays in the public data are in 경기도: so are most of ours. */
const somewhere = () =>
  random() < 0.6 ? pick(places.filter((p) => p.region === '경기도')) : pick(places);
/** Another 시/군/구, nearer ones likelier (e^(−km/15)): where a wandering dog is picked up. */
function elsewhere(from: Place): Place {
  const others = places.filter((p) => p.district !== from.district || p.region !== from.region);
  const weights = others.map((p) => Math.exp(-distanceKm(from.point, p.point) / 15));
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) if ((roll -= w) < 0) return others[i]!;
  return others.at(-1)!;
}
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 1) + Math.round(offset) * 86_400_000).toISOString().slice(0, 10);

const photos = listPhotos(values.dataset);
const byLabel = new Map<string, Photo[]>();
for (const p of photos)
  byLabel.set(`${p.set}/${p.label}`, [...(byLabel.get(`${p.set}/${p.label}`) ?? []), p]);
const identity = [...byLabel.entries()].filter(([k]) => k.startsWith('identity/'));

async function vectorsFor(model: string): Promise<Map<string, Float32Array>> {
  const { modelDirs } = loadConfig({}).search;
  const embedder: Embedder = await loadEmbedder(
    (await chooseEmbedder({ kind: 'onnx', model, modelDirs })).choice,
  );
  const vectors = new Map<string, Float32Array>();
  for (const p of photos)
    vectors.set(p.file, (await embedder.analyse(fs.readFileSync(p.file))).vector);
  await embedder.close();
  return vectors;
}

type Report = {
  label: string;
  photos: string[];
  facts: ReportFacts;
  lostDay: number;
  place: Place;
};
type Stray = { label: string; photo: string; facts: DogFacts };

/** One world: reports, and strays with the right dog found in the same city or another. */
async function world(where: 'same city' | 'other city') {
  const reports: Report[] = [];
  const strays: Stray[] = [];
  for (const [label, own] of identity) {
    const place = somewhere();
    const lostDay = Math.floor(random() * 10);
    const gender = pick(['암컷', '수컷']);
    const kg = 3 + random() * 22;
    const born = 2026 - Math.floor(random() * 12);
    const stray = own.at(-1)!;
    const coat = COAT_WORDS[await coatOfPhoto(stray.file)];
    const words = [
      random() < 0.8 ? `${coat} 털` : '',
      random() < 0.5 ? `약 ${Math.round(kg)}kg` : '',
      random() < 0.5 ? `${2026 - born}살` : '',
    ].join(' ');
    reports.push({
      label,
      lostDay,
      place,
      photos: own.slice(0, Math.min(reportPhotos, own.length - 1)).map((p) => p.file),
      facts: {
        region: place.region,
        district: place.district,
        dateLost: day(lostDay),
        species: null,
        gender,
        text: words,
      },
    });
    const found = where === 'same city' ? place : elsewhere(place);
    strays.push({
      label,
      photo: stray.file,
      facts: {
        jurisd: `${found.region} ${found.district}`.trim(),
        foundDate: day(lostDay + random() * 7),
        noticeStartDate: null,
        species: '믹스견',
        gender: random() < 0.8 ? gender : '미상',
        state: '보호중',
        color: coat,
        weight: `${(kg * (0.85 + random() * 0.3)).toFixed(1)}(Kg)`,
        age: `${born + pick([-1, 0, 0, 1])}(년생)`,
      },
    });
  }
  for (const [label, own] of byLabel) {
    if (!label.startsWith('breeds/')) continue;
    const breed = DEMO_BREEDS[label.slice('breeds/'.length)]!;
    for (const p of own) {
      const found = somewhere();
      strays.push({
        label,
        photo: p.file,
        facts: {
          jurisd: `${found.region} ${found.district}`.trim(),
          foundDate: day(-10 + random() * 30),
          noticeStartDate: null,
          species: breed.name,
          gender: pick(['암컷', '수컷', '미상']),
          state: '보호중',
          color: COAT_WORDS[await coatOfPhoto(p.file)],
          weight: `${(breed.kg[0] + random() * (breed.kg[1] - breed.kg[0])).toFixed(1)}(Kg)`,
          age: `${2026 - Math.floor(random() * 12)}(년생)`,
        },
      });
    }
  }
  return { reports, strays };
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, k) => s + x * b[k]!, 0);

/** Before this change: the same 시/군/구 +0.06, the same 시/도 +0.03, breed, sex. */
function legacyScore(similarity: number, report: ReportFacts, dog: DogFacts): number | null {
  if (!isInCare(dog.state)) return null;
  const days =
    (Date.parse(dog.foundDate ?? report.dateLost) - Date.parse(report.dateLost)) / 86_400_000;
  if (days < -3) return null;
  let score = similarity;
  const place = `${report.region} ${report.district}`.trim();
  if (dog.jurisd === place) score += 0.06;
  else if (dog.jurisd?.startsWith(report.region)) score += 0.03;
  if (report.gender && dog.gender && dog.gender !== '미상' && report.gender !== dog.gender)
    score -= 0.1;
  return score;
}

type Scorer = (similarity: number, report: ReportFacts, dog: DogFacts) => number | null;

function measure(
  w: Awaited<ReturnType<typeof world>>,
  vectors: Map<string, Float32Array>,
  photosPerReport: number,
  score: Scorer,
  rules: MatchRules,
  thresholds: number[],
) {
  let top1 = 0;
  let top5 = 0;
  const alerted = thresholds.map(() => 0);
  const falseAlerts = thresholds.map(() => 0);
  for (const report of w.reports) {
    const views = report.photos.slice(0, photosPerReport).map((f) => vectors.get(f)!);
    const similarities = w.strays.map((stray) =>
      Math.max(...views.map((q) => dot(q, vectors.get(stray.photo)!))),
    );
    // What the matcher measures when the report is (re)matched: its 2nd–11th nearest dogs.
    const background = backgroundOf(
      [...similarities].sort((a, b) => b - a),
      rules,
    );
    const scored = w.strays.flatMap((stray, i) => {
      const s = score(similarities[i]!, report.facts, stray.facts);
      return s === null ? [] : [{ right: stray.label === report.label, score: s }];
    });
    const shown = scored
      .filter((s) => s.score >= rules.showScore)
      .sort((a, b) => b.score - a.score)
      .slice(0, rules.shown);
    if (shown[0]?.right) top1++;
    if (shown.slice(0, 5).some((s) => s.right)) top5++;
    thresholds.forEach((t, i) => {
      const bar = alertBar({ ...rules, alertScore: t }, background);
      if (scored.some((s) => s.right && s.score >= bar)) alerted[i]!++;
      falseAlerts[i]! += scored.filter((s) => !s.right && s.score >= bar).length;
    });
  }
  const n = w.reports.length;
  return {
    top1: top1 / n,
    top5: top5 / n,
    alerts: thresholds.map((t, i) => ({
      t,
      alerted: alerted[i]! / n,
      falsePerReport: falseAlerts[i]! / n,
    })),
  };
}

const before = await vectorsFor('mobilenetv2-gem');
const after = await vectorsFor(DEFAULT_MODEL);
const thresholds = [0.895, 0.905, 0.915, 0.925, 0.935];
const f = (x: number) => x.toFixed(3);
const legacyRules: MatchRules = { ...MATCH_RULES, showScore: 0.8, backgroundWeight: 0 };
const worldCount = Number(values.worlds);
type Measured = ReturnType<typeof measure>;
/** The mean over every world of one scenario. */
const mean = (ms: Measured[]): Measured => ({
  top1: ms.reduce((a, m) => a + m.top1, 0) / ms.length,
  top5: ms.reduce((a, m) => a + m.top5, 0) / ms.length,
  alerts: ms[0]!.alerts.map((a, i) => ({
    t: a.t,
    alerted: ms.reduce((sum, m) => sum + m.alerts[i]!.alerted, 0) / ms.length,
    falsePerReport: ms.reduce((sum, m) => sum + m.alerts[i]!.falsePerReport, 0) / ms.length,
  })),
});
console.log(
  `${identity.length} lost dogs (${reportPhotos} photos on each report after, 1 before), ${photos.filter((p) => p.set === 'breeds').length} breed photos as other strays; ${worldCount} drawings of places, dates and words per scenario\n`,
);
const score = (s: number, r: ReportFacts, d: DogFacts) => matchScore(s, r, d);
for (const where of ['other city', 'same city'] as const) {
  const worlds = [];
  for (let k = 0; k < worldCount; k++) worlds.push(await world(where));
  const rows = [
    [
      'before: GeM + flip, 1 photo, same-city bonus',
      mean(worlds.map((w) => measure(w, before, 1, legacyScore, legacyRules, [0.92]))),
    ],
    [
      `after: ${DEFAULT_MODEL}, 1 photo`,
      mean(worlds.map((w) => measure(w, after, 1, score, MATCH_RULES, [MATCH_RULES.alertScore]))),
    ],
    [
      `after: ${DEFAULT_MODEL}, ${reportPhotos} photos`,
      mean(worlds.map((w) => measure(w, after, reportPhotos, score, MATCH_RULES, thresholds))),
    ],
  ] as const;
  console.log(`### the right dog found in the ${where}\n`);
  console.log(
    '| matcher | right dog top-1 | right dog top-5 | alert threshold | reports alerted with the right dog | false alerts per report |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [label, m] of rows) {
    for (const a of m.alerts) {
      const chosen =
        label.startsWith('after') && Math.abs(a.t - MATCH_RULES.alertScore) < 1e-9
          ? ' (chosen)'
          : '';
      console.log(
        `| ${label} | ${f(m.top1)} | ${f(m.top5)} | ${a.t.toFixed(3)}${chosen} | ${f(a.alerted)} | ${f(a.falsePerReport)} |`,
      );
    }
  }
  console.log('');
}
