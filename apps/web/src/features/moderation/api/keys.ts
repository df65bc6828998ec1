export const moderationKeys = {
  all: ['admin', 'flags'] as const,
  list: (status: 'OPEN' | 'ALL', page: number) => [...moderationKeys.all, status, page] as const,
};
