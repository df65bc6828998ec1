import type { PaginationMeta } from '@chajul/contracts';

/** `pagination.meta` of the paged answers; currentPage is echoed in the caller's own base. */
export function pageMeta(totalItems: number, size: number, currentPage: number): PaginationMeta {
  return { totalPages: Math.ceil(totalItems / size), currentPage, totalItems };
}
