import { REPORT_PAGE_SIZE } from '@chajul/contracts';
import { Link, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koMap } from '../../../locales/ko-map';
import { koReports } from '../../../locales/ko-reports';
import { useReports } from '../api/get-reports';
import { ReportCard } from '../components/report-card';
import type { ReportSearch } from '../components/report-filters';
import { ReportFilters } from '../components/report-filters';
import styles from '../components/reports.module.css';

/** Spec §9: 10 page numbers at a time. */
const PAGE_WINDOW = 10;

/** /report: the search lives in the URL, so back from a detail returns to the same page. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const search: ReportSearch = {
    region: params.get('region') ?? '',
    district: params.get('district') ?? '',
    keyword: params.get('keyword') ?? '',
  };
  const searched = Object.values(search).some(Boolean);
  const page = Math.max(0, Number(params.get('page')) || 0);
  const reports = useReports({ ...search, page, size: REPORT_PAGE_SIZE, order: 'asc' });

  const apply = (next: ReportSearch, nextPage = 0) => {
    const entries = Object.entries({ ...next, page: nextPage ? String(nextPage) : '' });
    setParams(new URLSearchParams(entries.filter(([, v]) => v !== '')));
  };
  const total = reports.data?.pagination.meta.totalItems ?? 0;

  return (
    <div className={pageStyles.page}>
      <div className={styles.heading}>
        <h1 className={pageStyles.title}>{koReports.listTitle}</h1>
        <Link to={paths.mapOf('lost')} className={styles.secondaryLink}>
          {koMap.mapView}
        </Link>
        <Link to={paths.reportWrite} className={styles.primaryLink}>
          {koReports.write}
        </Link>
      </div>
      <ReportFilters key={params.toString()} initial={search} onSearch={(s) => apply(s)} />
      <p className={styles.total} aria-live="polite">
        {reports.isSuccess && koReports.total(total)}
        {reports.isPending && koReports.searching}
      </p>
      {reports.isError && (
        <p role="alert" className={styles.message}>
          {errorMessage(reports.error, koReports.loadFailed)}
        </p>
      )}
      {reports.isSuccess && reports.data.data.length === 0 && (
        <p className={styles.message}>{searched ? koReports.noResults : koReports.empty}</p>
      )}
      {reports.data && reports.data.data.length > 0 && (
        <ul className={styles.grid} aria-label={koReports.listTitle}>
          {reports.data.data.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={reports.data?.pagination.meta.totalPages ?? 0}
        window={PAGE_WINDOW}
        onChange={(p) => apply(search, p)}
      />
    </div>
  );
}
