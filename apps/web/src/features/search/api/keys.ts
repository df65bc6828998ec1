export const searchKeys = {
  status: () => ['search', 'status'] as const,
  adminStatus: () => ['admin', 'photo-search'] as const,
};
