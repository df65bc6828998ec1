import { reportKeys } from '../../reports';

export const matchKeys = {
  /** Under the report's keys, so that any report write refetches its matches too. */
  report: (reportId: number) => [...reportKeys.all, 'matches', reportId] as const,
};
