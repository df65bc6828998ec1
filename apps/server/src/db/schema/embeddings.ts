import type { PgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { dogs } from './dogs';

/** Packed little-endian float32: portable to every PostgreSQL, no extension needed. */
export const float32Bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The photo-search embedding of each dog's photo, per model and model version (ADR 051):
 * after a model switch the old vectors keep answering searches while the new ones are
 * computed. A dog whose row is missing for a model, or whose photo changed since, is
 * (re)embedded by the background indexer.
 */
export const dogEmbeddings = pgTable(
  'dog_embeddings',
  {
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    version: text('version').notNull(),
    /** The photo this vector was computed from (dogs.image_key at the time). */
    imageKey: text('image_key').notNull(),
    vector: float32Bytes('vector').notNull(),
    /** ImageNet dog class (151–268) the model saw, for the adult-look prediction. */
    breedClass: integer('breed_class'),
    coat: text('coat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dogId, t.model, t.version] }),
    index('dog_embeddings_model_idx').on(t.model, t.version),
  ],
);

export type DogEmbeddingRow = typeof dogEmbeddings.$inferSelect;

const photoEmbeddingColumns = () => ({
  model: text('model').notNull(),
  version: text('version').notNull(),
  imageKey: text('image_key').notNull(),
  vector: float32Bytes('vector').notNull(),
  /** The photo's dogness (ADR 153); null from an embedder without a classifier. */
  dogness: real('dogness'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The photo-search embedding of each photo of a kind of post (a lost report, ADR 100; a found
 * or seen report; a pet profile), per model and version, like dog_embeddings. `post` is the
 * one column that names the post, which with the model, version and photo is the key.
 */
export function photoEmbeddingTable<
  N extends string,
  C extends Record<string, PgColumnBuilderBase>,
>(name: N, post: C) {
  const [postKey] = Object.keys(post);
  return pgTable(name, { ...post, ...photoEmbeddingColumns() }, (t) => [
    primaryKey({
      columns: [
        (t as unknown as Record<string, PgColumn>)[postKey!]!,
        t.model,
        t.version,
        t.imageKey,
      ],
    }),
  ]);
}
