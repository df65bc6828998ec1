import type { PaginationMeta } from '@chajul/contracts';

/** `pagination.meta` of the paged answers; currentPage is echoed in the caller's own base. */
export function pageMeta(totalItems: number, size: number, currentPage: number): PaginationMeta {
  return { totalPages: Math.ceil(totalItems / size), currentPage, totalItems };
}

/** A page in the shape the my-page and admin lists read: `content`, `totalPages`, … */
export function contentPage<T>(content: T[], total: number, size: number, page: number) {
  return { content, totalPages: Math.ceil(total / size), totalElements: total, number: page };
}
