export const shelterKeys = {
  all: ['shelters'] as const,
};
