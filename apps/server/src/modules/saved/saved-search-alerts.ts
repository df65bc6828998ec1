import type { SavedSearchFilters } from '@chajul/contracts';
import { savedAlertTexts as t } from '@chajul/contracts';
import { and, eq, gt, inArray, isNull, lte, max, min, or, sql } from 'drizzle-orm';
import { getMeta, setMeta } from '../../db/meta';
import { dogs, savedSearches, savedSearchHits } from '../../db/schema';
import { dogMatcher, filterableColumns } from '../dogs/dog-filter-match';
import type { ModelKey } from '../search/search.repository';
import { unpackVector } from '../search/search.repository';
import { dogUrl, savedAlert, savedSearchesUrl } from './saved-alert';
import type { SavedAlertDeps } from './saved-dog-alerts';

const DOG_CURSOR = 'saved-searches:dog-cursor';
/** A filter search's digest comes at most once in this long (issue 30). */
export const DIGEST_EVERY_MS = 86_400_000;
const INSERT_CHUNK = 1_000;
const HITS_CHUNK = 20_000;

/** The same filters, whatever order their keys came in: one query answers them all. */
const filtersKey = (filters: SavedSearchFilters) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** Where the last run stopped; the first run starts at the dogs added after the first search. */
async function dogCursor(deps: SavedAlertDeps): Promise<number | undefined> {
  const kept = await getMeta(deps.db, DOG_CURSOR);
  if (kept !== undefined) return Number(kept);
  const [first] = await deps.db
    .select({ after: min(savedSearches.afterDogId) })
    .from(savedSearches);
  return first?.after ?? undefined;
}

/**
 * Matches the dogs added since the last run against every active filter search (ADR 180):
 * the searches are grouped by identical filters; the batch of new dogs is loaded once and
 * each group's filters are tested on it in memory (dogMatcher, the list's own conditions). The matches wait in
 * saved_search_hits for the search's next digest. A dog added before a search was saved is
 * not news to it.
 */
export async function matchFilterSearches(deps: SavedAlertDeps) {
  const { db } = deps;
  const [top] = await db.select({ id: max(dogs.id) }).from(dogs);
  const last = top?.id ?? 0;
  const from = await dogCursor(deps);
  if (from === undefined) {
    await setMeta(db, DOG_CURSOR, String(last)); // no search yet: nothing to catch up on
    return { dogs: 0, groups: 0, hits: 0 };
  }
  if (last <= from) return { dogs: 0, groups: 0, hits: 0 };
  const fresh = await db
    .select(filterableColumns)
    .from(dogs)
    .where(and(gt(dogs.id, from), lte(dogs.id, last)));
  const searches = await db
    .select({
      id: savedSearches.id,
      filters: savedSearches.filters,
      afterDogId: savedSearches.afterDogId,
    })
    .from(savedSearches)
    .where(and(eq(savedSearches.kind, 'filters'), eq(savedSearches.paused, false)));
  const groups = new Map<string, typeof searches>();
  for (const s of searches) {
    const key = filtersKey(s.filters);
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  // Each distinct filter set tested in memory against the batch, loaded once (ADR 182).
  const hits: { searchId: number; dogId: number }[] = [];
  const now = new Date();
  for (const group of groups.values()) {
    const keeps = dogMatcher(group[0]!.filters, now);
    for (const dog of fresh) {
      if (!keeps(dog)) continue;
      for (const s of group) {
        if (dog.id > s.afterDogId) hits.push({ searchId: s.id, dogId: dog.id });
      }
    }
  }
  // Two array parameters a statement, not two parameters a row: parsing is what costs.
  for (let i = 0; i < hits.length; i += HITS_CHUNK) {
    const chunk = hits.slice(i, i + HITS_CHUNK);
    const list = (pick: (h: (typeof hits)[number]) => number) => `{${chunk.map(pick).join(',')}}`;
    await db.execute(sql`insert into ${savedSearchHits} (search_id, dog_id)
      select * from unnest(${list((h) => h.searchId)}::int[], ${list((h) => h.dogId)}::int[])
      on conflict do nothing`);
  }
  await setMeta(db, DOG_CURSOR, String(last));
  return { dogs: fresh.length, groups: groups.size, hits: hits.length };
}

/**
 * Sends each active filter search whose last digest is a day old (or which never had one)
 * one digest of the dogs matched since, all of them in one batch through the notifier; the others wait for a later run. Matches of dogs
 * deleted meanwhile went with them (the foreign key), so they are never counted.
 */
export async function sendDigests(deps: SavedAlertDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const dayAgo = new Date(now.getTime() - DIGEST_EVERY_MS);
  const due = await db
    .select({
      searchId: savedSearches.id,
      userId: savedSearches.userId,
      n: sql<number>`count(*)::int`,
      lastDog: max(savedSearchHits.dogId),
    })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.searchId))
    .where(
      and(
        isNull(savedSearchHits.notifiedAt),
        eq(savedSearches.paused, false),
        or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, dayAgo)),
      ),
    )
    .groupBy(savedSearches.id, savedSearches.userId);
  // The hits told and the searches' digest day marked a thousand searches a statement.
  for (let i = 0; i < due.length; i += INSERT_CHUNK) {
    const ids = due.slice(i, i + INSERT_CHUNK).map((d) => d.searchId);
    await db
      .update(savedSearchHits)
      .set({ notifiedAt: now })
      .where(and(inArray(savedSearchHits.searchId, ids), isNull(savedSearchHits.notifiedAt)));
    await db.update(savedSearches).set({ lastDigestAt: now }).where(inArray(savedSearches.id, ids));
  }
  // One digest per search, sent together: the members' preferences and consent are the
  // notifier's, the in-app rows are written in bulk (ADR 182).
  return deps.notifier.notifyMembers(
    due.map((search) => ({
      ...savedAlert({
        kind: 'SEARCH_DIGEST',
        userId: search.userId,
        title: t.digestTitle,
        line: t.digest(search.n),
        url: savedSearchesUrl,
        tag: `saved-search-${search.searchId}`,
        about: {
          savedSearchId: search.searchId,
          dogCount: search.n,
          eventKey: `digest:${search.searchId}:${search.lastDog}`,
        },
        baseUrl: deps.publicBaseUrl,
      }),
      to: { userId: search.userId },
    })),
  );
}

/** The vectors one after another in one array: row `i` starts at `i * dim`. */
function matrixOf(vectors: Float32Array[], dim: number) {
  const m = new Float32Array(vectors.length * dim);
  vectors.forEach((v, i) => m.set(v.subarray(0, dim), i * dim));
  return m;
}

/** Dot products of `query` with every row of `rows` (each `dim` long), into `out`. */
function dotRows(query: Float32Array, rows: Float32Array, dim: number, out: Float64Array) {
  for (let r = 0, off = 0; r < out.length; r++, off += dim) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let i = 0;
    for (; i + 3 < dim; i += 4) {
      s0 += query[i]! * rows[off + i]!;
      s1 += query[i + 1]! * rows[off + i + 1]!;
      s2 += query[i + 2]! * rows[off + i + 2]!;
      s3 += query[i + 3]! * rows[off + i + 3]!;
    }
    for (; i < dim; i++) s0 += query[i]! * rows[off + i]!;
    out[r] = s0 + s1 + s2 + s3;
  }
}

/**
 * The dogs just embedded against every active photo search of the same model: at once, one
 * alert per search and dog whose similarity reaches the search's threshold (ADR 180).
 */
export async function matchPhotoSearches(
  deps: SavedAlertDeps,
  embedded: { id: number; vector: Float32Array }[],
  key: ModelKey,
): Promise<number> {
  if (!embedded.length) return 0;
  const { db } = deps;
  const searches = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      vector: savedSearches.vector,
      threshold: savedSearches.threshold,
      afterDogId: savedSearches.afterDogId,
    })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.kind, 'photo'),
        eq(savedSearches.paused, false),
        eq(savedSearches.model, key.model),
        eq(savedSearches.version, key.version),
      ),
    );
  if (!searches.length) return 0;
  const shown = await db
    .select({
      id: dogs.id,
      species: dogs.species,
      noticeNo: dogs.noticeNo,
    })
    .from(dogs)
    .where(
      inArray(
        dogs.id,
        embedded.map((d) => d.id),
      ),
    );
  const dogOf = new Map(shown.map((d) => [d.id, d]));
  // One pass over searches × dogs, the dogs' vectors side by side in one array (ADR 182).
  const dim = embedded[0]!.vector.length;
  const rows = matrixOf(
    embedded.map((d) => d.vector),
    dim,
  );
  const similarities = new Float64Array(embedded.length);
  const alerts: Parameters<typeof deps.notifier.notifyMembers>[0] = [];
  for (const search of searches) {
    if (!search.vector) continue;
    const query = unpackVector(search.vector);
    if (query.length !== dim) continue;
    const threshold = search.threshold ?? 1;
    dotRows(query, rows, dim, similarities);
    embedded.forEach(({ id }, j) => {
      const similarity = similarities[j]!;
      if (similarity < threshold) return;
      const dog = dogOf.get(id);
      if (!dog || id <= search.afterDogId) return;
      alerts.push({
        ...savedAlert({
          kind: 'SEARCH_PHOTO_MATCH',
          userId: search.userId,
          title: t.photoTitle,
          line: t.photo(t.dogLabel(dog.species, dog.noticeNo), similarity),
          url: dogUrl(id),
          tag: `saved-search-${search.id}`,
          about: {
            dogId: id,
            savedSearchId: search.id,
            similarity,
            eventKey: `photo:${search.id}:${id}`,
          },
          baseUrl: deps.publicBaseUrl,
        }),
        to: { userId: search.userId },
      });
    });
  }
  return deps.notifier.notifyMembers(alerts);
}
