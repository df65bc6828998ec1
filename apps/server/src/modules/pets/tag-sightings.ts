import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, sightings } from '../../db/schema';

/** The private TAG sightings (ADR 254) of the profiles' tag finders. */
export async function tagSightingsOf(db: Db, profileIds: number[]): Promise<number[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: sightings.id })
    .from(conversations)
    .innerJoin(sightings, eq(sightings.id, conversations.sightingId))
    .where(and(inArray(conversations.petProfileId, profileIds), eq(sightings.status, 'TAG')))
    .orderBy(sightings.id);
  return rows.map((row) => row.id);
}

/**
 * A tag finder's TAG sighting holds nothing but its link's nonce: once the profile's deletion
 * has taken its conversation (cascade), it is deleted too (ADR 257), with the finder's push
 * devices (cascade). One that still has a conversation stays.
 */
export async function deleteEmptyTagSightings(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const talking = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.sightingId, sightings.id));
  await db
    .delete(sightings)
    .where(and(inArray(sightings.id, ids), eq(sightings.status, 'TAG'), notExists(talking)));
}
