import type { PgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const photoColumns = () => ({
  position: integer('position').notNull(),
  imageKey: text('image_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
});

/**
 * The photos of a kind of post (a lost report, a found or seen report, a pet profile): up to
 * five per post, in the author's order, position 0 the cover. `post` is the one column that
 * names the post, which with the position is the key.
 */
export function photoTable<C extends Record<string, PgColumnBuilderBase>>(name: string, post: C) {
  const [postKey] = Object.keys(post);
  return pgTable(name, { ...post, ...photoColumns() }, (t) => [
    primaryKey({ columns: [(t as unknown as Record<string, PgColumn>)[postKey!]!, t.position] }),
  ]);
}
