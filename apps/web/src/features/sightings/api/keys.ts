import type { SightingListQuery } from '@chajul/contracts';

/**
 * Every sighting query starts with `all`, so a write refetches lists and details; the
 * author's possible families and conversations sit under the detail (ADR 105).
 */
export const sightingKeys = {
  all: ['sightings'] as const,
  lists: () => [...sightingKeys.all, 'list'] as const,
  list: (query: SightingListQuery) => [...sightingKeys.lists(), query] as const,
  detail: (id: number) => [...sightingKeys.all, 'detail', id] as const,
  families: (id: number) => [...sightingKeys.detail(id), 'families'] as const,
  conversations: (id: number) => [...sightingKeys.detail(id), 'conversations'] as const,
  formToken: () => [...sightingKeys.all, 'form-token'] as const,
  mine: () => ['mypage', 'sightings'] as const,
};
