import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../../../components/ui/summary-card.module.css';
import { SummaryCard } from '../../../components/ui/summary-card';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { noticesQueryOptions } from '../api/get-notices';
import { DateText } from '../../../components/ui/date-text';

/** Spec §9: the home page shows notice titles cut at 20 characters. */
const TITLE_MAX = 20;

/** The three latest notices for the home page. */
export function HomeNoticesCard() {
  const notices = useQuery({
    ...noticesQueryOptions({ page: 0, size: 3, direction: 'desc', type: 'title_content', q: '' }),
    retry: false,
  });
  return (
    <SummaryCard
      title={ko.home.noticesCard}
      viewAllTo={paths.notices}
      status={notices.status}
      error={notices.error}
      empty={ko.home.noNotices}
      items={notices.data?.data.map((notice) => (
        <li key={notice.id} className={styles.item}>
          <Link to={paths.notice(notice.id)} title={notice.title}>
            {truncate(notice.title, TITLE_MAX)}
          </Link>
          <span className={styles.meta}>
            <DateText value={notice.createdAt} />
          </span>
        </li>
      ))}
    />
  );
}
