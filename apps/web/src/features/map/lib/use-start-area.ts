import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { dogRegionsQueryOptions, regionChoice } from '../../dogs';
import { savedSearchesQueryOptions } from '../../saved';
import type { Bounds } from './start-area';
import { areaBounds } from './start-area';

/**
 * Where the map opens (ADR 232): the place of a member's saved search (알림 받을 조건), else the
 * 시/도 the dog lists start at (경기도, or the first 시/도 of an import without it). Undefined
 * while the answers are on their way, so the map never opens on the whole country first.
 */
export function useStartArea(): { waiting: boolean; bounds: Bounds | undefined } {
  const { isLoggedIn } = useSession();
  const saved = useQuery({ ...savedSearchesQueryOptions(), enabled: isLoggedIn });
  const regions = useQuery(dogRegionsQueryOptions());
  if (regions.isPending || (isLoggedIn && saved.isPending))
    return { waiting: true, bounds: undefined };
  const mine = saved.data?.searches
    .map((search) => search.filters.jurisd && areaBounds(search.filters.jurisd))
    .find(Boolean);
  return { waiting: false, bounds: mine || areaBounds(regionChoice(regions.data).fallback) };
}
