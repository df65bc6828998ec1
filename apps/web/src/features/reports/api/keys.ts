import type { ReportListQuery } from '@chajul/contracts';

/**
 * Every report query starts with `all`, so a report write refetches lists, details and the
 * matches kept under a report (matches' keys extend `all`).
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (query: ReportListQuery) => [...reportKeys.lists(), query] as const,
  detail: (id: number) => [...reportKeys.all, 'detail', id] as const,
  /** Its found and seen reports: a dismissal or a moderator's hide changes them. */
  sightings: (id: number) => [...reportKeys.all, 'sightings', id] as const,
};
