import type { SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { dogs } from '../../db/schema';
import type { DogFilters } from '../dogs/dogs.repository';
import { dogFilters } from '../dogs/dogs.repository';
import type { ModelKey } from './search.repository';
import { loadEmbeddings, unpackVector } from './search.repository';
import type { VectorHit, VectorIndex } from './vector-index';

const literal = (v: Float32Array) => `[${Array.from(v).join(',')}]`;

/**
 * Filters are applied inside the index scan: it keeps scanning until `limit` rows pass them
 * (iterative scan), from a wider candidate list than pgvector's default. `local`: for the
 * transaction only.
 */
const scanSettings = (local: boolean) =>
  sql`select set_config('hnsw.ef_search', '200', ${local}),
    set_config('hnsw.iterative_scan', 'relaxed_order', ${local})`;

/** Both drivers answer raw SQL with `{ rows }`; the shared Db type does not say so. */
async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Creates the `vector` extension when the database can (PGlite with pglite-pgvector). */
export async function enablePgvector(database: Database): Promise<boolean> {
  const available = await rows(
    database.db,
    sql`select 1 from pg_available_extensions where name = 'vector'`,
  );
  if (!available.length) return false;
  try {
    await database.db.execute(sql`create extension if not exists vector`);
    return true;
  } catch {
    return false;
  }
}

/** One mirror table per model version, so a switch builds the new one while the old serves. */
export const vectorTableOf = (key: ModelKey) =>
  `dog_vectors_${createHash('sha256').update(`${key.model}@${key.version}`).digest('hex').slice(0, 12)}`;

/**
 * Path A (ADR 051): a mirror of dog_embeddings in a pgvector column with an HNSW cosine
 * index, created at run time because PostgreSQL without pgvector cannot even parse it.
 * Each model version has its own table (vectorTableOf).
 */
export class PgvectorIndex implements VectorIndex {
  readonly kind = 'pgvector' as const;
  private watermark: Date | undefined;

  private constructor(
    private readonly db: Db,
    private readonly key: ModelKey,
    private readonly table: SQL,
    /** The scan settings hold for the whole session: no transaction per search. */
    private readonly settingsKept: boolean,
  ) {}

  static async open(database: Database, key: ModelKey, dim: number): Promise<PgvectorIndex> {
    const { db } = database;
    const name = vectorTableOf(key);
    await db.execute(
      sql.raw(`
      create table if not exists ${name} (
        dog_id integer primary key references dogs(id) on delete cascade,
        embedding vector(${dim}) not null
      )`),
    );
    await db.execute(
      sql.raw(`create index if not exists ${name}_hnsw on ${name}
      using hnsw (embedding vector_cosine_ops)`),
    );
    // PGlite is one session, this process's alone: its settings are made once, and a search
    // is one statement, which PGlite on its own thread answers in one message (ADR 102).
    const settingsKept = database.kind === 'pglite';
    if (settingsKept) await db.execute(scanSettings(false));
    return new PgvectorIndex(db, key, sql.raw(name), settingsKept);
  }

  /** Drops the mirror tables of every model version but these (and the old single table). */
  static async dropOthers(db: Db, keep: ModelKey[]): Promise<void> {
    const wanted = new Set(keep.map(vectorTableOf));
    const tables = await rows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables
        where schemaname = current_schema() and tablename like 'dog\_vectors%'`,
    );
    for (const { name } of tables) {
      if (!wanted.has(name)) await db.execute(sql.raw(`drop table if exists ${name}`));
    }
  }

  async refresh(): Promise<void> {
    const rows = await loadEmbeddings(this.db, this.key, this.watermark);
    for (const row of rows) {
      await this.upsert(row.dogId, unpackVector(row.vector));
      this.watermark = row.createdAt;
    }
  }

  async upsert(dogId: number, vector: Float32Array): Promise<void> {
    await this.db.execute(sql`
      insert into ${this.table} (dog_id, embedding) values (${dogId}, ${literal(vector)}::vector)
      on conflict (dog_id) do update set embedding = excluded.embedding`);
  }

  async search(query: Float32Array, filters: DogFilters, limit: number): Promise<VectorHit[]> {
    const where = dogFilters(filters);
    const q = literal(query);
    const nearest = sql`
      select v.dog_id as "dogId", 1 - (v.embedding <=> ${q}::vector) as similarity
      from ${this.table} v join ${dogs} on ${dogs.id} = v.dog_id
      where ${where ?? sql`true`}
      order by v.embedding <=> ${q}::vector
      limit ${limit}`;
    const found = this.settingsKept
      ? await rows<VectorHit>(this.db, nearest)
      : await this.db.transaction(async (tx) => {
          await tx.execute(scanSettings(true));
          return rows<VectorHit>(tx, nearest);
        });
    return found
      .map((r) => ({ dogId: Number(r.dogId), similarity: Number(r.similarity) }))
      .sort((a, b) => b.similarity - a.similarity);
  }

  async size(): Promise<number> {
    const [count] = await rows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from ${this.table}`,
    );
    return Number(count?.n ?? 0);
  }
}
