import { koSearch } from '../../../locales/ko-search';
import { useSearchStatus } from '../api/get-search-status';
import styles from './search.module.css';

/**
 * Says so when photo searches are answered by the colour/texture fallback because the
 * photo model could not be loaded; nothing while the model answers (or the status is unknown).
 */
export function FallbackNotice() {
  const status = useSearchStatus();
  if (!status.data?.fallback) return null;
  return (
    <p role="status" className={styles.notice}>
      {koSearch.fallbackNotice}
    </p>
  );
}
