import type { Shelter } from '@chajul/contracts';
import { regionOfAddress } from '@chajul/contracts';

export type ShelterFilters = { region: string; district: string; keyword: string };

export const NO_FILTERS: ShelterFilters = { region: '', district: '', keyword: '' };

/** Spaces are ignored, so "수원시 동물" and "수원시동물" find the same shelter. */
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * The panel's search (spec §2 /shelters): region and district compared with those of the
 * address (its first two words), the keyword looked for in the name and the addresses.
 */
export function filterShelters<T extends Shelter>(
  shelters: readonly T[],
  filters: ShelterFilters,
): T[] {
  const keyword = squash(filters.keyword);
  return shelters.filter((s) => {
    if (filters.region || filters.district) {
      const { region, district } = regionOfAddress(s.careAddr);
      if (filters.region && region !== filters.region) return false;
      if (filters.district && district !== filters.district) return false;
    }
    if (!keyword) return true;
    return [s.careNm, s.careAddr, s.jibunAddr ?? ''].some((text) => squash(text).includes(keyword));
  });
}

/** A phone the source masked ("031-***-1234") cannot be called. */
export const isCallable = (phone: string | null): phone is string =>
  !!phone && /^[0-9-+() ]+$/.test(phone) && /\d{3,}/.test(phone);
