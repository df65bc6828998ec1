export const dogImportKeys = {
  all: ['admin', 'dog-imports'] as const,
};
