/** Every map query starts with `all`; a write to reports or sightings may refetch it (ADR 105). */
export const mapKeys = {
  all: ['map'] as const,
  view: (query: Record<string, string>) => [...mapKeys.all, 'view', query] as const,
  list: (query: Record<string, string>) => [...mapKeys.all, 'list', query] as const,
};
