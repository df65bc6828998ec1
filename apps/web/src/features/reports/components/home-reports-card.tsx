import { REPORT_TITLE_PREVIEW } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../../../components/ui/summary-card.module.css';
import { SummaryCard } from '../../../components/ui/summary-card';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { reportsQueryOptions } from '../api/get-reports';
import { DateText } from '../../../components/ui/date-text';

/** The three latest lost-pet reports for the home page, titles cut at 22 (spec §9). */
export function HomeReportsCard() {
  const reports = useQuery({
    ...reportsQueryOptions({ page: 0, size: 3, order: 'desc' }),
    retry: false,
  });
  return (
    <SummaryCard
      title={ko.home.reportsCard}
      viewAllTo={paths.reports}
      status={reports.status}
      error={reports.error}
      empty={ko.home.noReports}
      items={reports.data?.data.map((report) => (
        <li key={report.id} className={styles.item}>
          <Link to={paths.reportView(report.id)} title={report.title}>
            {truncate(report.title, REPORT_TITLE_PREVIEW)}
          </Link>
          <span className={styles.meta}>
            <DateText value={report.createdAt} />
          </span>
        </li>
      ))}
    />
  );
}
