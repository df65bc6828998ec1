import { ko } from '../../locales/ko';
import styles from './root-layout.module.css';

/**
 * "불러오는 중…" where a page will be: while its module loads, and while a guard sends a
 * person on to another page that is still loading (the old page stays on screen meanwhile).
 */
export function PageLoading() {
  return (
    <p role="status" className={styles.loading}>
      {ko.common.loading}
    </p>
  );
}
