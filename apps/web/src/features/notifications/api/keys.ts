export const alertKeys = {
  /** Under `mypage`, as the settings live on /mypage/edit (ADR 105). */
  settings: () => ['mypage', 'alerts'] as const,
  publicKey: () => ['push', 'public-key'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
