/**
 * `npm run bench:dogs [-- --pg postgres://…] [-- --dogs N]`: seeds 100,000 dogs spread over
 * the 17 시/도 and their 시/군/구 (a nationwide import, ADR 033) into a throw-away database
 * (PGlite in a temp dir, or a PostgreSQL database you name, which it must be free to fill)
 * and prints p50/p95 of /api/dog-details/paged with and without filters and of the region
 * list, measured through the whole app (routing, validation, SQL, serialisation); then gives
 * every dog a synthetic photo vector and times photo search over the whole country, with
 * and without a 시/도 or city filter (`--lists-only` skips that part). `--vector-search memory|auto` picks the index (default:
 * pgvector where the database has it, except on PGlite; see the printed note).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGIONS, REGION_NAMES } from '@chajul/contracts';
import { eq, gt } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { NewDogRow } from '../src/db/schema';
import { dogs } from '../src/db/schema';
import { DogList, dogListOf, dogsChanged } from '../src/modules/dogs/dog-list';
import { FOUND_PLACES, STATES } from '../src/ingest/demo/demo-dog-catalogue';
import { COAT_WORDS, DEMO_BREEDS } from '../src/ingest/demo/demo-photos';
import { dogPhotosDir } from '../src/paths';
import { buildVectorIndex, indexSynthetic, timePhotoSearch } from './end-to-end';
import { readFlags } from './flags';
import { listPhotos } from './retrieval';

const args = readFlags(
  {
    options: {
      dogs: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '30' },
      pg: { type: 'string' },
      'lists-only': { type: 'boolean', default: false },
      'vector-search': { type: 'string' },
    },
  },
  'usage: npm run bench:dogs [-- --pg postgres://…] [-- --dogs N] [-- --runs N] [-- --lists-only]\n' +
    '       [-- --vector-search memory|auto]',
);
const TOTAL = Number(args.dogs);
const RUNS = Number(args.runs);
const PG_URL = args.pg;
// pgvector's HNSW graph over 300,000 × 1,398-d vectors takes PGlite's single WebAssembly
// thread far longer to build than a bench can wait, so PGlite is measured on the in-memory
// index by default (ADR 106); PostgreSQL builds its graph in a few minutes.
// `--lists-only`: the list queries without the photo search's minutes of vectors.
const LISTS_ONLY = args['lists-only'];
const VECTOR_SEARCH = args['vector-search'] ?? (PG_URL ? 'auto' : 'memory');

function fakeDog(i: number): NewDogRow {
  const region = REGION_NAMES[i % REGION_NAMES.length]!;
  const districts: readonly string[] = REGIONS[region];
  const city = districts.length
    ? districts[Math.floor(i / REGION_NAMES.length) % districts.length]!
    : '';
  const jurisd = city ? `${region} ${city}` : region;
  const breeds = Object.values(DEMO_BREEDS);
  const breed = breeds[(i * 7) % breeds.length]!;
  const state = STATES[(i * 13) % STATES.length]![0];
  const day = new Date(Date.UTC(2026, 10, 22) - (i % 1500) * 86_400_000 + i * 1000);
  const coats = Object.values(COAT_WORDS);
  return {
    source: 'bench',
    sourceId: String(i),
    noticeNo: `${region.slice(0, 2)}-${city.slice(0, -1)}-2026-${String(i).padStart(6, '0')}`,
    state,
    foundDate: day.toISOString().slice(0, 10),
    foundPlace: `${city} ${FOUND_PLACES[i % FOUND_PLACES.length]}`,
    jurisd,
    species: breed.name,
    color: coats[i % coats.length],
    gender: ['수컷', '암컷', '미상'][i % 3],
    age: `${2015 + (i % 11)}(년생)`,
    shelterName: `${city || region}동물보호센터`,
    shelterRegNo: `3110000${String(i % 400).padStart(8, '0')}`,
    weight: `${((i * 37) % 400) / 10}(Kg)`,
    neuterYn: ['Y', 'N', 'U'][i % 3],
    createdAt: day,
    // Imported on the day it was registered, and not changed since.
    updatedAt: day,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-bench-'));
  const pgUrl = PG_URL;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Every run must reach the database: the 2-second response cache (ADR 097) would answer
    // all but the first of each query.
    RESPONSE_CACHE_SECONDS: '0',
    SEARCH_LIMIT_PER_MINUTE: '1000000',
    REINDEX_INTERVAL_SECONDS: '0',
    // No imports, embedding or matching behind the measured calls: a web process of a
    // deployment with a worker (docs/operations.md "워커").
    JOBS: '0',
    VECTOR_SEARCH,
  });
  const database = await openDatabase({
    url: pgUrl,
    pgliteDir: pgUrl ? undefined : path.join(dataDir, 'db'),
  });
  const started = Date.now();
  for (let from = 0; from < TOTAL; from += 2000) {
    const batch = Array.from({ length: Math.min(2000, TOTAL - from) }, (_, k) => fakeDog(from + k));
    await database.db.insert(dogs).values(batch);
  }
  await database.db.execute('analyze dogs');
  console.log(`seeded ${TOTAL} dogs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp(config, { database, webDistDir: path.join(dataDir, 'none') });
  await app.ready();
  // The lists filter a kept copy of every dog (ADR 196): what reading it costs at start.
  await dogListOf(database.db).page({}, 0, 1); // the server's own, read at start
  // The heap is measured after a collection where node gives one (NODE_OPTIONS=--expose-gc).
  const heap = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().heapUsed;
  };
  const heapBefore = heap();
  let t0 = performance.now();
  const second = new DogList(database.db, 15_000);
  await second.page({}, 0, 1);
  console.log(
    `kept dog list read in ${((performance.now() - t0) / 1000).toFixed(2)} s, heap +${Math.round((heap() - heapBefore) / 2 ** 20)} MB${'gc' in globalThis ? '' : ' (no --expose-gc: garbage included)'}`,
  );
  t0 = performance.now();
  await database.db
    .update(dogs)
    .set({ state: '보호중', updatedAt: new Date() })
    .where(eq(dogs.id, 1));
  dogsChanged(database.db);
  await dogListOf(database.db).page({}, 0, 1);
  console.log(
    `one changed dog read back in ${(performance.now() - t0).toFixed(1)} ms (write included)`,
  );

  const q = (s: Record<string, string>) => new URLSearchParams(s).toString();
  const cases: [string, string][] = [
    ['no filter, page 0, size 9', q({ page: '0', size: '9' })],
    ['no filter, page 0, size 1000 (spec call)', q({ page: '0', size: '1000' })],
    ['no filter, page 5000 (offset 45000)', q({ page: '5000', size: '9' })],
    ['city', q({ jurisd: '경기도 수원시', size: '9' })],
    ['시/도 (경기도, the default)', q({ jurisd: '경기도', size: '9' })],
    ['시/도 in care', q({ jurisd: '서울특별시', state: '보호중', size: '9' })],
    ['city of another 시/도', q({ jurisd: '부산광역시 해운대구', size: '9' })],
    ['city + breed', q({ jurisd: '경기도 수원시', species: '진도견', size: '9' })],
    ['in care (보호중)', q({ state: '보호중', size: '9' })],
    [
      'in care + city + breed',
      q({ state: '보호중', jurisd: '경기도 용인시', species: '말티즈', size: '9' }),
    ],
    ['keyword', q({ keyword: '공원', size: '9' })],
    [
      'all filters + keyword',
      q({
        state: '보호중',
        jurisd: '경기도 용인시',
        species: '믹스견',
        keyword: '공원',
        size: '9',
      }),
    ],
    // Issue 30's filters: the lookup's defaults and a family's "since my dog was lost".
    [
      'in care + found since (lookup default)',
      q({ state: '보호중', foundFrom: '2026-10-01', size: '9' }),
    ],
    [
      'in care + sex + size + age + colour + neutered',
      q({
        state: '보호중',
        gender: '암컷',
        sizeClass: '소형',
        ageGroup: '성견',
        color: '흰색',
        neutered: 'Y',
        size: '9',
      }),
    ],
    [
      'city + found dates + colour + size',
      q({
        jurisd: '경기도 수원시',
        foundFrom: '2025-01-01',
        foundTo: '2026-11-22',
        color: '검정',
        sizeClass: '중형',
        size: '9',
      }),
    ],
    ['colour word in keyword (검은)', q({ state: '보호중', keyword: '검은', size: '9' })],
    [
      'one shelter in care, page 3',
      q({ shelterId: '311000000000042', state: '보호중', page: '3', size: '9' }),
    ],
  ];
  const rows: string[] = [];
  const routes: [string, string][] = [
    ...cases.map(([name, query]): [string, string] => [name, `/api/dog-details/paged?${query}`]),
    ['시/도 that hold dogs (the region select)', '/api/dog-details/regions'],
  ];
  for (const [name, url] of routes) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS + 5; run++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
      if (run >= 5) times.push(performance.now() - t);
      const body = res.json() as { pagination?: { meta: { totalItems: number } } } | string[];
      total = Array.isArray(body) ? body.length : (body.pagination?.meta.totalItems ?? 0);
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${name} | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  console.log(
    `\nGET /api/dog-details/paged over ${TOTAL} dogs, ${RUNS} runs each (${database.kind})`,
  );
  console.log(
    `machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}\n`,
  );
  console.log('| query | matches | p50 ms | p95 ms |\n|---|---|---|---|');
  console.log(rows.join('\n'));
  if (!LISTS_ONLY) await photoSearch(app);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function photoSearch(app: Awaited<ReturnType<typeof buildApp>>) {
  const started = Date.now();
  for (let after = 0; ;) {
    const batch = await app.db
      .select({ id: dogs.id })
      .from(dogs)
      .where(gt(dogs.id, after))
      .orderBy(dogs.id)
      .limit(5000);
    if (!batch.length) break;
    await indexSynthetic(
      app,
      batch.map((r) => r.id),
    );
    after = batch[batch.length - 1]!.id;
  }
  const stored = Date.now();
  await buildVectorIndex(app);
  const index = app.photoSearch.index();
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(0);
  console.log(
    `\nphoto search over ${await index.size()} dogs (${index.kind === 'pgvector' ? 'pgvector HNSW' : 'in-memory exact scan'}, ${app.photoSearch.embeddings().model} ${app.photoSearch.embeddings().dim}-d; vectors stored in ${seconds(started, stored)} s${index.kind === 'pgvector' ? `, graph built in ${seconds(stored, Date.now())} s` : ''})\n`,
  );
  const filters: { jurisd?: string }[] = [
    {},
    { jurisd: '경기도' },
    { jurisd: '경기도 수원시' },
    { jurisd: '부산광역시 해운대구' },
  ];
  const queries = listPhotos(dogPhotosDir)
    .filter((p) => p.set === 'identity')
    .slice(0, 43)
    .map((p) => p.file);
  const timed = await timePhotoSearch(app, queries, filters);
  console.log('| photo search | p50 ms | p95 ms |\n|---|---|---|');
  filters.forEach((f, i) =>
    console.log(
      `| vector search alone, ${f.jurisd ?? 'whole country'} | ${timed.aloneP50[i]!.toFixed(1)} | |`,
    ),
  );
  console.log(
    `| POST /api/search/image (n=${timed.n}, the four filters in turn) | ${timed.p50.toFixed(0)} | ${timed.p95.toFixed(0)} |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
