export const alertKeys = {
  /** Under `mypage`, as the settings live on /mypage/edit (ADR 105). */
  settings: () => ['mypage', 'alerts'] as const,
  publicKey: () => ['push', 'public-key'] as const,
};
