import type { InquiryStatus } from '@chajul/contracts';
import styles from '../../../components/ui/board.module.css';
import { ko } from '../../../locales/ko';

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const answered = status === 'ANSWERED';
  return (
    <span className={`${styles.badge} ${answered ? styles.answered : styles.pending}`}>
      {answered ? ko.inquiries.answered : ko.inquiries.pending}
    </span>
  );
}
