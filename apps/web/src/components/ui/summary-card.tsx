import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { ko } from '../../locales/ko';
import styles from './summary-card.module.css';

type Props = {
  title: string;
  viewAllTo: string;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  empty: string;
  /** One <li> per row; an empty array shows the empty text. */
  items: ReactNode[] | undefined;
};

/**
 * A home-page card: a title, "전체 보기", and a short list. Spec §9: a failed load is logged
 * and shows the empty text, so one broken call never breaks the home page.
 */
export function SummaryCard({ title, viewAllTo, status, error, empty, items }: Props) {
  const headingId = useId();
  useEffect(() => {
    if (status === 'error') console.error(`${title}:`, error);
  }, [status, error, title]);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Link to={viewAllTo} className={styles.more} aria-label={ko.home.viewAllOf(title)}>
          {ko.home.viewAll}
        </Link>
      </div>
      {status === 'pending' && <p className={styles.text}>{ko.home.loading}</p>}
      {status !== 'pending' && (!items || items.length === 0) && (
        <p className={styles.text}>{empty}</p>
      )}
      {status === 'success' && items && items.length > 0 && (
        <ul className={styles.list}>{items}</ul>
      )}
    </section>
  );
}
