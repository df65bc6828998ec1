import type { PaginationMeta } from '@chajul/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Pagination } from './pagination';
import list from './post-list.module.css';

/** Spec §9: 10 page numbers at a time. */
const PAGE_WINDOW = 10;

/** The list's search as `useUrlSearch` keeps it: a page number turns the page of this search. */
type Board<S> = {
  search: S;
  searched: boolean;
  page: number;
  apply: (next: S, page: number) => void;
};

/**
 * A post board's results under its filters: the failure, the empty message (another once a
 * search finds nothing), the cards and the page numbers.
 */
export function PostListResults<T, S>({
  query,
  board,
  texts,
  className,
  children,
}: {
  query: UseQueryResult<{ data: T[]; pagination: { meta: PaginationMeta } }>;
  board: Board<S>;
  texts: { listTitle: string; loadFailed: string; empty: string; noResults: string };
  /** The grid's own class beside the shared one (its columns). */
  className?: string;
  children: (row: T) => ReactNode;
}) {
  const rows = query.data?.data ?? [];
  return (
    <>
      {query.isError && (
        <p role="alert" className={list.message}>
          {errorMessage(query.error, texts.loadFailed)}
        </p>
      )}
      {query.isSuccess && rows.length === 0 && (
        <p className={list.message}>{board.searched ? texts.noResults : texts.empty}</p>
      )}
      {rows.length > 0 && (
        <ul
          className={className ? `${list.grid} ${className}` : list.grid}
          aria-label={texts.listTitle}
        >
          {rows.map(children)}
        </ul>
      )}
      <Pagination
        page={board.page}
        totalPages={query.data?.pagination.meta.totalPages ?? 0}
        window={PAGE_WINDOW}
        onChange={(p) => board.apply(board.search, p)}
      />
    </>
  );
}
