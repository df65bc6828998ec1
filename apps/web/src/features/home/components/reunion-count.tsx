import { ko } from '../../../locales/ko';
import { useReunions } from '../api/get-reunions';
import styles from './reunion-count.module.css';

/**
 * How many dogs went home, counted from the owners' 찾았어요 (ADR 152): no made-up number,
 * and nothing at all before the first one or when the count cannot be read. While the count
 * loads, its line keeps its place (empty and unseen), so the carousel under it does not jump
 * down when the number arrives.
 */
export function ReunionCount() {
  const reunions = useReunions();
  if (reunions.isPending) return <p className={`${styles.count} ${styles.waiting}`} aria-hidden />;
  const total = reunions.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <p className={styles.count} aria-live="polite">
      {ko.home.reunions(total)}
    </p>
  );
}
