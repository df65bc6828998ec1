export const failedJobKeys = {
  all: ['admin', 'failed-jobs'] as const,
};
