import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { dogEmbeddings, dogs } from '../src/db/schema';
import { sql } from 'drizzle-orm';
import { vectorTableOf } from '../src/modules/search/pgvector-index';
import { keyOf } from '../src/modules/search/photo-models';
import { packVector } from '../src/modules/search/search.repository';
import type { MemoryIndex } from '../src/modules/search/memory-index';
import { multipart } from '../test/images';

function randomUnit(dim: number): Float32Array {
  const v = new Float32Array(dim);
  let sum = 0;
  for (let i = 0; i < dim; i++) {
    // Box–Muller: normal components give directions uniform on the sphere.
    const x =
      Math.sqrt(-2 * Math.log(Math.random() || 1e-9)) * Math.cos(2 * Math.PI * Math.random());
    v[i] = x;
    sum += x * x;
  }
  const n = Math.sqrt(sum);
  for (let i = 0; i < dim; i++) v[i] = v[i]! / n;
  return v;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * Gives every dog a synthetic photo vector in the index the app chose: straight into the
 * in-memory matrix, or stored like the indexer stores them and mirrored into pgvector.
 */
export async function indexSynthetic(app: FastifyInstance, dogIds: readonly number[]) {
  const { model, version, dim } = app.photoSearch.embeddings();
  const index = app.photoSearch.index();
  if (index.kind === 'memory') {
    for (const id of dogIds) (index as MemoryIndex).put(id, randomUnit(dim));
    return;
  }
  const table = vectorTableOf(keyOf(app.photoSearch.embeddings()));
  // Without the graph while loading: buildVectorIndex makes it once over all rows.
  await app.db.execute(sql.raw(`drop index if exists ${table}_hnsw`));
  for (let at = 0; at < dogIds.length; at += 500) {
    const batch = dogIds.slice(at, at + 500).map((id) => ({ id, vector: randomUnit(dim) }));
    await app.db.insert(dogEmbeddings).values(
      batch.map(({ id, vector }) => ({
        dogId: id,
        model,
        version,
        imageKey: `dogs/bench/${id}.jpg`,
        vector: packVector(vector),
        coat: 'brown',
      })),
    );
    // The mirror too, many rows a statement: refresh() would insert them one by one.
    const values = batch.map(({ id, vector }) => `(${id}, '[${vector.join(',')}]')`);
    await app.db.execute(
      sql.raw(`insert into ${table} (dog_id, embedding) values ${values.join(',')}
        on conflict (dog_id) do update set embedding = excluded.embedding`),
    );
  }
}

/**
 * Builds pgvector's HNSW graph once over the bulk-loaded mirror: the same index a
 * long-running server grows row by row, without the ~40 ms per row that costs at scale.
 */
export async function buildVectorIndex(app: FastifyInstance) {
  if (app.photoSearch.index().kind !== 'pgvector') return;
  const table = vectorTableOf(keyOf(app.photoSearch.embeddings()));
  await app.db.transaction(async (tx) => {
    // The graph is built in memory when it fits: 300,000 × 1,398-d needs about 2 GB.
    await tx.execute(sql.raw(`set local maintenance_work_mem = '3GB'`));
    await tx.execute(
      sql.raw(`create index ${table}_hnsw on ${table} using hnsw (embedding vector_cosine_ops)`),
    );
  });
}

/**
 * p50 of the vector search alone (in process: what the index costs at this size) and
 * p50/p95 of POST /api/search/image through the whole app (multipart, worker-thread
 * embedding, vector search, dog rows), each filter in turn.
 */
export async function timePhotoSearch(
  app: FastifyInstance,
  queries: string[],
  filters: { jurisd?: string }[],
) {
  const index = app.photoSearch.index();
  const alone = filters.map(() => [] as number[]);
  for (let i = 0; i < 10 * filters.length; i++) {
    const started = performance.now();
    await index.search(
      randomUnit(app.photoSearch.embeddings().dim),
      filters[i % filters.length]!,
      30,
    );
    alone[i % filters.length]!.push(performance.now() - started);
  }
  const timings: number[] = [];
  for (const [i, file] of queries.entries()) {
    const form = multipart(
      { ...filters[i % filters.length] },
      {
        image: { buffer: fs.readFileSync(file), filename: 'q.jpg', contentType: 'image/jpeg' },
      },
    );
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/search/image', ...form });
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
    if (i >= 3) timings.push(performance.now() - started); // the first calls warm the worker
  }
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    n: timings.length,
    aloneP50: alone.map((t) => percentile(t, 50)),
  };
}

/** bench:search's end-to-end column: `count` dogs in four 경기도 cities, synthetic vectors. */
export async function endToEnd(
  queries: string[],
  count: number,
  embedder: { kind: Config['search']['embedder']; model: string },
  vectorSearch: Config['search']['vectorSearch'] = 'memory',
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-bench-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
  });
  const config: Config = {
    ...base,
    rateLimitPerMinute: 100_000,
    search: {
      ...base.search,
      embedder: embedder.kind,
      model: embedder.model,
      vectorSearch,
      limitPerMinute: 100_000,
      reindexIntervalSeconds: 0,
    },
  };
  const database = await openDatabase({});
  const app = await buildApp(config, { database, webDistDir: path.join(dataDir, 'none') });
  await app.ready();
  try {
    const jurisd = ['경기도 수원시', '경기도 성남시', '경기도 용인시', '경기도 고양시'];
    for (let from = 0; from < count; from += 2000) {
      const rows = Array.from({ length: Math.min(2000, count - from) }, (_, i) => ({
        source: 'bench',
        sourceId: String(from + i),
        state: '보호중',
        jurisd: jurisd[(from + i) % jurisd.length]!,
        species: '믹스견',
        imageKey: `dogs/bench/${from + i}.jpg`,
      }));
      const inserted = await app.db.insert(dogs).values(rows).returning({ id: dogs.id });
      await indexSynthetic(
        app,
        inserted.map((r) => r.id),
      );
    }
    await buildVectorIndex(app);
    const timed = await timePhotoSearch(app, queries, [{}, { jurisd: '경기도 수원시' }]);
    return { ...timed, searchP50: timed.aloneP50[0]!, filteredP50: timed.aloneP50[1]! };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
