import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reportKeys } from '../../reports';
import { notificationKeys } from '../../notifications/api/keys';
import { matchKeys } from './keys';

const invalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('match keys', () => {
  it('sit under the report keys, so a report write refetches the report’s matches', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(matchKeys.report(7), { pending: false });
    queryClient.setQueryData(notificationKeys.unread(), { count: 1 });
    await queryClient.invalidateQueries({ queryKey: reportKeys.all });
    expect(invalidated(queryClient, matchKeys.report(7))).toBe(true);
    expect(invalidated(queryClient, notificationKeys.unread())).toBe(false);
  });
});
