import { ko } from '../../locales/ko';
import styles from './pagination.module.css';

type Props = {
  /** Zero-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page numbers show at once (spec: 5 or 10 depending on the list). */
  window?: number;
  /** First and last buttons besides previous and next. */
  edges?: boolean;
};

/** The numbers around the current page, `size` at most, in fixed blocks (1–10, 11–20 …). */
export function pageWindow(page: number, totalPages: number, size: number): number[] {
  const start = Math.floor(page / size) * size;
  const end = Math.min(totalPages, start + size);
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

export function Pagination({ page, totalPages, onChange, window = 10, edges = true }: Props) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    const next = Math.min(Math.max(target, 0), totalPages - 1);
    if (next !== page) onChange(next);
  };
  const atStart = page <= 0;
  const atEnd = page >= totalPages - 1;
  return (
    <nav className={styles.pagination} aria-label={ko.common.pagination}>
      {edges && (
        <button type="button" onClick={() => go(0)} disabled={atStart} aria-label={ko.common.first}>
          «
        </button>
      )}
      <button
        type="button"
        onClick={() => go(page - 1)}
        disabled={atStart}
        aria-label={ko.common.previous}
      >
        ‹
      </button>
      {pageWindow(page, totalPages, window).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => go(n)}
          // Named by what it shows, then "페이지" (WCAG 2.5.3): "3 페이지". The space matters:
          // axe splits names into words, and "3페이지" is one word that does not contain "3".
          aria-label={`${n + 1} ${ko.common.pageSuffix}`}
          aria-current={n === page ? 'page' : undefined}
          className={n === page ? styles.current : undefined}
        >
          {n + 1}
        </button>
      ))}
      <button
        type="button"
        onClick={() => go(page + 1)}
        disabled={atEnd}
        aria-label={ko.common.next}
      >
        ›
      </button>
      {edges && (
        <button
          type="button"
          onClick={() => go(totalPages - 1)}
          disabled={atEnd}
          aria-label={ko.common.last}
        >
          »
        </button>
      )}
    </nav>
  );
}
