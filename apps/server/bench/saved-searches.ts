/**
 * The saved searches' matching after an import (issue 30, ADR 180): `npm run bench:alerts --
 * --only saved [--searches 10000 --photo-share 0.3 --new 1000 --base 50000 --dim 768]`.
 *
 * An in-memory PGlite with the migrations; `--base` dogs already stored, `--searches` saved
 * searches (filters, and a share of photo searches) of members with 5 each, then `--new` dogs
 * arrive as an import would add them. Timed: the filter matching (grouped by identical
 * filters, each group tested in memory on the new dogs loaded once, ADR 182), the digests it
 * sends in one batch, and the new dogs' vectors against every photo search in one pass (as
 * the indexer hands them over).
 */
import pino from 'pino';
import { openDatabase } from '../src/db/client';
import type { Db } from '../src/db/client';
import type { NewDogRow } from '../src/db/schema';
import { dogs, notifications, savedSearches, users } from '../src/db/schema';
import { createSigner } from '../src/lib/signer';
import { createNotifier } from '../src/modules/notifications/notifier';
import type { SavedAlertDeps } from '../src/modules/saved/saved-dog-alerts';
import {
  matchFilterSearches,
  matchPhotoSearches,
  sendDigests,
} from '../src/modules/saved/saved-search-alerts';
import { packVector } from '../src/modules/search/search.repository';
import { count, sql } from 'drizzle-orm';

export type SavedBenchOptions = {
  searches: number;
  photoShare: number;
  newDogs: number;
  base: number;
  dim: number;
};

const JURISDS = [
  '경기도 수원시',
  '경기도 화성시',
  '경기도 용인시',
  '경기도 성남시',
  '경기도 고양시',
  '경기도 부천시',
  '경기도 안산시',
  '경기도 평택시',
  '서울특별시 강남구',
  '서울특별시 마포구',
  '서울특별시 노원구',
  '부산광역시 해운대구',
  '인천광역시 남동구',
  '대구광역시 달서구',
  '충청남도 천안시',
  '전라북도 전주시',
  '경상남도 창원시',
  '강원특별자치도 원주시',
];
const REGIONS = ['경기도', '서울특별시', '부산광역시', '충청남도', '경상남도'];
const SPECIES = [
  '믹스견',
  '진도견',
  '말티즈',
  '푸들',
  '포메라니안',
  '시츄',
  '비숑 프리제',
  '치와와',
  '골든 리트리버',
  '웰시 코기',
];
const COLOURS = ['흰색', '검정', '갈색', '크림', '황색'];

/** A seeded random, so two runs measure the same world. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = random(30);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

let serial = 0;
function dogRow(createdAt: Date): NewDogRow {
  serial++;
  return {
    source: 'national',
    sourceId: `bench${serial}`,
    noticeNo: `bench-${serial}`,
    state: rand() < 0.8 ? '보호중' : '종료(입양)',
    jurisd: pick(JURISDS),
    species: pick(SPECIES),
    color: pick(COLOURS),
    foundPlace: '어딘가',
    createdAt,
  };
}

/** What a member saves: a region or a 시/군/구, often a breed, sometimes 보호중 or a colour. */
function filtersOf() {
  const filters: Record<string, string> = {};
  filters.jurisd = rand() < 0.3 ? pick(REGIONS) : pick(JURISDS);
  if (rand() < 0.6) filters.species = pick(SPECIES);
  if (rand() < 0.4) filters.state = '보호중';
  if (rand() < 0.15) filters.keyword = pick(COLOURS);
  return filters;
}

/**
 * A random unit vector, or one near `near`: its weight against the noise (768 dimensions of
 * ±0.5, squared sum ≈ 64) makes the similarity ≈ 20 / √(400 + 64) ≈ 0.93, above the searches'
 * 0.85, so those dogs alert.
 */
const NEAR_WEIGHT = 20;

function unit(dim: number, near?: Float32Array) {
  const v = new Float32Array(dim);
  let n = 0;
  for (let i = 0; i < dim; i++) {
    v[i] = (near ? near[i]! * NEAR_WEIGHT : 0) + (rand() - 0.5);
    n += v[i]! * v[i]!;
  }
  n = Math.sqrt(n);
  for (let i = 0; i < dim; i++) v[i]! /= n;
  return v;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchSavedSearches(options: SavedBenchOptions) {
  const { searches, photoShare, newDogs, base, dim } = options;
  console.log(
    `\n== saved searches on PGlite: ${base} dogs, ${searches} searches (${Math.round(photoShare * 100)}% photo), ${newDogs} new dogs, ${dim}-d vectors`,
  );
  const database = await openDatabase({});
  const db: Db = database.db;
  const past = new Date(Date.now() - 86_400_000);
  // The stored dogs are older than every search: none of them is news to it.
  const older = new Date(past.getTime() - 3_600_000);
  await insertChunks(
    Array.from({ length: base }, () => dogRow(older)),
    (chunk) => db.insert(dogs).values(chunk),
  );
  // Saved after those dogs: the searches hear of the dogs that come next (after_dog_id).
  const [{ afterDogId } = { afterDogId: 0 }] = await db
    .select({ afterDogId: sql<number>`coalesce(max(${dogs.id}), 0)::int` })
    .from(dogs);
  const members = Math.ceil(searches / 5);
  const memberIds: number[] = [];
  await insertChunks(
    Array.from({ length: members }, (_, i) => ({
      userid: `bench${i}`,
      nickname: `벤치${i}`,
      email: `bench${i}@example.com`,
      passwordHash: 'x',
    })),
    async (chunk) =>
      memberIds.push(
        ...(await db.insert(users).values(chunk).returning({ id: users.id })).map((r) => r.id),
      ),
  );
  const model = { model: 'bench', version: '1' };
  const photoVectors: Float32Array[] = [];
  const rows = Array.from({ length: searches }, (_, i) => {
    const userId = memberIds[Math.floor(i / 5)]!;
    if (rand() < photoShare) {
      const v = unit(dim);
      photoVectors.push(v);
      return {
        userId,
        kind: 'photo' as const,
        vector: packVector(v),
        ...model,
        threshold: 0.85,
        afterDogId,
        createdAt: past,
      };
    }
    return {
      userId,
      kind: 'filters' as const,
      filters: filtersOf(),
      afterDogId,
      createdAt: past,
    };
  });
  await insertChunks(rows, (chunk) => db.insert(savedSearches).values(chunk), 500);

  const deps: SavedAlertDeps = {
    db,
    publicBaseUrl: 'http://localhost',
    notifier: createNotifier({
      db,
      mailer: { send: async () => undefined } as never,
      push: { send: async () => undefined },
      log: pino({ level: 'warn' }),
      signer: createSigner('bench-secret-that-is-at-least-32-characters'),
      baseUrl: 'http://localhost',
    }),
  };
  // The cursor starts after the dogs stored before the searches.
  await matchFilterSearches(deps);
  console.log(`${base} dogs, ${members} members and ${searches} searches stored`);

  const now = new Date();
  const fresh = Array.from({ length: newDogs }, () => dogRow(now));
  const ids: number[] = [];
  await insertChunks(fresh, async (chunk) =>
    ids.push(...(await db.insert(dogs).values(chunk).returning({ id: dogs.id })).map((r) => r.id)),
  );
  // One in 20 new dogs looks like some photo search's dog.
  const embedded = ids.map((id, i) => ({
    id,
    vector: i % 20 === 0 && photoVectors.length ? unit(dim, pick(photoVectors)) : unit(dim),
  }));

  let t = performance.now();
  const matched = await matchFilterSearches(deps);
  const matchMs = performance.now() - t;
  t = performance.now();
  const digests = await sendDigests(deps);
  const digestMs = performance.now() - t;
  t = performance.now();
  const photoAlerts = await matchPhotoSearches(deps, embedded, model);
  const photoMs = performance.now() - t;
  const [told] = await db.select({ n: count() }).from(notifications);
  const total = matchMs + digestMs + photoMs;
  console.log(
    [
      `filter matching: ${seconds(matchMs)} (${matched.groups} distinct filters, ${matched.hits} matches)`,
      `digests: ${seconds(digestMs)} (${digests} sent)`,
      `photo matching: ${seconds(photoMs)} (${photoVectors.length} searches × ${newDogs} dogs, ${photoAlerts} alerts)`,
      `total: ${seconds(total)} (goal ≤ 30 s) ${total <= 30_000 ? 'met' : 'MISSED'}; ${told?.n ?? 0} notifications stored`,
    ].join('\n'),
  );
  await database.close();
  return { matchMs, digestMs, photoMs, total };
}
