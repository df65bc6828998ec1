export const savedKeys = {
  all: ['saved'] as const,
  dogs: () => [...savedKeys.all, 'dogs'] as const,
  searches: () => [...savedKeys.all, 'searches'] as const,
};
