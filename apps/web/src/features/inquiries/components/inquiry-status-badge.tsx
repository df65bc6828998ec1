import type { InquiryStatus } from '@chajul/contracts';
import styles from '../../../components/ui/board.module.css';
import { koInquiries } from '../../../locales/ko-inquiries';

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const answered = status === 'ANSWERED';
  return (
    <span className={`${styles.badge} ${answered ? styles.answered : styles.pending}`}>
      {answered ? koInquiries.answered : koInquiries.pending}
    </span>
  );
}
