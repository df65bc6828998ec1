import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { dogs, reportMatches, users } from '../src/db/schema';
import { replaceCandidates, setMatchStatus } from '../src/modules/matching/matches.repository';
import { insertReport } from '../src/modules/reports/reports.repository';
import { openTestDatabase } from './database';
import { unique } from './factories';

/** A report's candidates after it is matched again (one statement, ADR 102). */
describe('replacing a report candidates', () => {
  let database: Database;
  let reportId: number;
  const dogIds: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const name = unique();
    const [author] = await database.db
      .insert(users)
      .values({ userid: name, nickname: name, email: `${name}@example.com`, passwordHash: 'x' })
      .returning();
    ({ id: reportId } = await insertReport(database.db, {
      title: '마포구 말티즈 실종',
      dateLost: '2026-11-01',
      region: '서울특별시',
      district: '마포구',
      phone: '010-1234-5678',
      authorId: author!.id,
    }));
    const rows = await database.db
      .insert(dogs)
      .values([1, 2, 3, 4, 5].map((i) => ({ source: 'test', sourceId: `c${i}`, state: '보호중' })))
      .returning({ id: dogs.id });
    dogIds.push(...rows.map((r) => r.id));
  });
  afterAll(() => database.close());

  const candidates = () =>
    database.db
      .select({
        dogId: reportMatches.dogId,
        score: reportMatches.score,
        status: reportMatches.status,
      })
      .from(reportMatches)
      .where(eq(reportMatches.reportId, reportId))
      .orderBy(asc(reportMatches.dogId));

  it('rescores undecided dogs, drops the ones no longer scored and keeps the author decisions', async () => {
    const [a, b, c, d, e] = dogIds as [number, number, number, number, number];
    const score = (dogId: number, s: number) => ({ dogId, similarity: s, score: s });
    await replaceCandidates(database.db, reportId, [
      score(a, 0.9),
      score(b, 0.8),
      score(c, 0.7),
      score(d, 0.6),
    ]);
    await setMatchStatus(database.db, reportId, b, 'DISMISSED');
    await setMatchStatus(database.db, reportId, c, 'FOUND');

    await replaceCandidates(database.db, reportId, [score(a, 0.5), score(b, 0.95), score(e, 0.85)]);

    expect(await candidates()).toEqual([
      { dogId: a, score: 0.5, status: 'CANDIDATE' },
      { dogId: b, score: 0.8, status: 'DISMISSED' },
      { dogId: c, score: 0.7, status: 'FOUND' },
      { dogId: e, score: 0.85, status: 'CANDIDATE' },
    ]);

    await replaceCandidates(database.db, reportId, []);
    expect((await candidates()).map((r) => r.status)).toEqual(['DISMISSED', 'FOUND']);
  });
});
