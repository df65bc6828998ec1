import type { MapItem } from '@chajul/contracts';
import { paths } from '../../../config/paths';

/** Where a pin's popup and a list row lead: the report, the sighting or the shelters page. */
export function linkOf(item: Pick<MapItem, 'kind' | 'id'>): string {
  if (item.kind === 'lost') return paths.reportView(item.id);
  if (item.kind === 'shelter') return paths.shelters;
  return paths.sightingView(item.id);
}
