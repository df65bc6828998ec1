import { savedDogStateText, savedAlertTexts as t } from '@chajul/contracts';
import { and, between, eq, gt, gte, like, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { getMeta, setMeta } from '../../db/meta';
import { dogs, dogStateChanges, savedDogs } from '../../db/schema';
import type { Notifier } from '../notifications/notifier';
import { dogUrl, savedAlert } from './saved-alert';

export type SavedAlertDeps = { db: Db; notifier: Notifier; publicBaseUrl: string };

const STATE_CURSOR = 'saved-dogs:state-change-cursor';
/** A notice this many days from its end is told of (issue 30). */
export const ENDING_DAYS = 2;
const DAY_MS = 86_400_000;

/** The date in Korea, where the notices' dates are. */
export const koreanDate = (at: Date) =>
  new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * Tells the members who saved a dog of each state change the imports recorded since the last
 * run (dog_state_changes, read from a cursor), when the dog was adopted, returned, died or was
 * donated. A change made before the member saved the dog is not news to them.
 */
export async function tellStateChanges(deps: SavedAlertDeps): Promise<number> {
  const { db } = deps;
  const [top] = await db.select({ id: max(dogStateChanges.id) }).from(dogStateChanges);
  const last = top?.id ?? 0;
  const from = Number((await getMeta(db, STATE_CURSOR)) ?? 0);
  if (last <= from) return 0;
  const rows = await db
    .select({
      changeId: dogStateChanges.id,
      dogId: dogStateChanges.dogId,
      state: dogStateChanges.toState,
      userId: savedDogs.userId,
      species: dogs.species,
      noticeNo: dogs.noticeNo,
    })
    .from(dogStateChanges)
    .innerJoin(savedDogs, eq(savedDogs.dogId, dogStateChanges.dogId))
    .innerJoin(dogs, eq(dogs.id, dogStateChanges.dogId))
    .where(
      and(
        gt(dogStateChanges.id, from),
        lte(dogStateChanges.id, last),
        gte(dogStateChanges.changedAt, savedDogs.createdAt),
      ),
    )
    .orderBy(dogStateChanges.id);
  let told = 0;
  for (const row of rows) {
    const line = savedDogStateText(t.dogLabel(row.species, row.noticeNo), row.state);
    if (!line) continue;
    const sent = await deps.notifier.notify(
      savedAlert({
        kind: 'SAVED_DOG_STATE',
        userId: row.userId,
        title: t.stateTitle,
        line,
        url: dogUrl(row.dogId),
        tag: `saved-dog-${row.dogId}`,
        about: { dogId: row.dogId, detail: row.state, eventKey: `state:${row.changeId}` },
        baseUrl: deps.publicBaseUrl,
      }),
    );
    if (sent) told++;
  }
  await setMeta(db, STATE_CURSOR, String(last));
  return told;
}

/**
 * The daily look for saved dogs still in care whose notice ends in ENDING_DAYS days (or
 * sooner, should a day's run have been missed); each notice's end is told once.
 */
export async function tellNoticesEnding(deps: SavedAlertDeps, now = new Date()): Promise<number> {
  const today = koreanDate(now);
  const until = koreanDate(new Date(now.getTime() + ENDING_DAYS * DAY_MS));
  const rows = await deps.db
    .select({
      dogId: dogs.id,
      userId: savedDogs.userId,
      species: dogs.species,
      noticeNo: dogs.noticeNo,
      endDate: dogs.noticeEndDate,
    })
    .from(savedDogs)
    .innerJoin(dogs, eq(dogs.id, savedDogs.dogId))
    .where(
      and(
        between(dogs.noticeEndDate, sql`${today}::date`, sql`${until}::date`),
        like(dogs.state, '%보호%'),
      ),
    );
  let told = 0;
  for (const row of rows) {
    const sent = await deps.notifier.notify(
      savedAlert({
        kind: 'SAVED_DOG_ENDING',
        userId: row.userId,
        title: t.endingTitle,
        line: t.ending(t.dogLabel(row.species, row.noticeNo), row.endDate ?? until),
        url: dogUrl(row.dogId),
        tag: `saved-dog-${row.dogId}`,
        about: {
          dogId: row.dogId,
          detail: row.endDate ?? until,
          eventKey: `ending:${row.dogId}:${row.endDate}`,
        },
        baseUrl: deps.publicBaseUrl,
      }),
    );
    if (sent) told++;
  }
  return told;
}
