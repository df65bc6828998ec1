import { Link } from 'react-router';
import { ko } from '../../../locales/ko';
import { koMypage } from '../../../locales/ko-mypage';
import styles from './activity-list.module.css';
import { DateText } from '../../../components/ui/date-text';

export type ActivityRow = { id: number; to: string; title: string; date: string };

/** A short list of links with their dates; its own loading, failure and empty texts. */
export function ActivityList({
  label,
  rows,
  status,
  empty,
  failure = koMypage.loadFailure,
}: {
  label: string;
  rows: ActivityRow[] | undefined;
  status: 'pending' | 'error' | 'success';
  empty: string;
  failure?: string;
}) {
  if (status === 'pending') return <p className={styles.message}>{ko.common.loading}</p>;
  if (status === 'error') {
    return (
      <p className={styles.error} role="alert">
        {failure}
      </p>
    );
  }
  if (!rows || rows.length === 0) return <p className={styles.message}>{empty}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <Link to={row.to} className={styles.link}>
            {row.title}
          </Link>
          <time dateTime={row.date} className={styles.date}>
            <DateText value={row.date} />
          </time>
        </li>
      ))}
    </ul>
  );
}
