import styles from '../../../components/ui/board.module.css';
import { koInquiries } from '../../../locales/ko-inquiries';

/** 공개 / 비공개 with a drawn lock (emoji fonts are missing on many systems). */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  if (isPublic) return <span className={styles.badge}>{koInquiries.public}</span>;
  return (
    <span className={styles.badge}>
      <svg className={styles.lock} width="11" height="12" viewBox="0 0 11 12" aria-hidden="true">
        <rect x="0.5" y="5" width="10" height="6.5" rx="1.5" fill="currentColor" />
        <path
          d="M2.75 5V3.5a2.75 2.75 0 0 1 5.5 0V5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
        />
      </svg>
      {koInquiries.private}
    </span>
  );
}
