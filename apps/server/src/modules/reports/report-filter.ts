import type { ReportSort } from '@chajul/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { lostReports } from '../../db/schema';
import { containsPattern } from '../../lib/like';

/*
 * The public board's and a member's list's filters and orders as SQL (listReports): every
 * value a placeholder, so each shape of filter is built and prepared once.
 */

export type ReportFilter = {
  type: 'all' | 'title' | 'content' | 'title_content' | 'dogName';
  region?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  species?: string | undefined;
  authorId?: number | undefined;
  /** OPEN: only dogs still looked for (closed reports leave the open lists). */
  status?: 'OPEN' | 'FOUND' | undefined;
};

/** newest / oldest report first, or by the day lost (most recent first, then newest). */
export type ReportOrder = ReportSort;

function keywordCondition(type: ReportFilter['type'], k: string | SQLWrapper): SQL | undefined {
  const columns = {
    title: [lostReports.title],
    content: [lostReports.content],
    title_content: [lostReports.title, lostReports.content],
    dogName: [lostReports.dogName],
    all: [lostReports.title, lostReports.content, lostReports.dogName, lostReports.species],
  }[type];
  return or(...columns.map((c) => ilike(c, k)));
}

/**
 * The values the filters compare with, by name. Species and keyword become LIKE patterns
 * matched literally: % and _ typed by a user are not wildcards.
 */
export function filterValues(filter: ReportFilter) {
  return {
    region: filter.region,
    district: filter.district,
    species: filter.species ? containsPattern(filter.species) : undefined,
    keyword: filter.keyword ? containsPattern(filter.keyword) : undefined,
    authorId: filter.authorId,
    status: filter.status,
  };
}

/** The filters as one condition, comparing with placeholders for `filterValues`. */
export function filterCondition(filter: ReportFilter): SQL | undefined {
  const p = sql.placeholder;
  return and(
    filter.region ? eq(lostReports.region, p('region')) : undefined,
    filter.district ? eq(lostReports.district, p('district')) : undefined,
    filter.species ? ilike(lostReports.species, p('species')) : undefined,
    filter.keyword ? keywordCondition(filter.type, p('keyword')) : undefined,
    filter.status ? eq(lostReports.status, p('status')) : undefined,
    // A member's own list shows everything they wrote; the public one nothing an admin hid
    // and no visitor's report still waiting for its mailed link (ADR 243).
    filter.authorId !== undefined
      ? eq(lostReports.authorId, p('authorId'))
      : and(isNull(lostReports.hiddenAt), ne(lostReports.status, 'PENDING')),
  );
}

export const REPORT_ORDERS: Record<ReportOrder, SQL[]> = {
  newest: [desc(lostReports.createdAt), desc(lostReports.id)],
  oldest: [asc(lostReports.createdAt), asc(lostReports.id)],
  dateLost: [desc(lostReports.dateLost), desc(lostReports.createdAt), desc(lostReports.id)],
};
