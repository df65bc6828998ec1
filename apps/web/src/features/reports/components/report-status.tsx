import { koMatches } from '../../../locales/ko-matches';
import styles from './reports.module.css';

/** "찾는 중" or "찾았어요": a closed report stands out in lists and on its page. */
export function ReportStatus({ status }: { status: string }) {
  const label = koMatches.statusLabels[status] ?? status;
  return (
    <span className={status === 'FOUND' ? styles.statusFound : styles.statusOpen}>{label}</span>
  );
}
