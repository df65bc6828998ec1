import { REPORT_PAGE_SIZE } from '@chajul/contracts';
import { Link, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koMap } from '../../../locales/ko-map';
import { koReports } from '../../../locales/ko-reports';
import { useReports } from '../api/get-reports';
import { ReportCard } from '../components/report-card';
import type { ReportSearch } from '../components/report-filters';
import { ReportFilters } from '../components/report-filters';
import { LossNoticesSection } from '../components/loss-notices-section';
import list from '../../../components/ui/post-list.module.css';
import styles from '../components/reports.module.css';

/** Spec §9: 10 page numbers at a time. */
const PAGE_WINDOW = 10;

/** The board's orders: newest first unless the reader asks (issue 26; the API's own default stays). */
const BOARD_SORTS = ['newest', 'oldest'] as const;
type BoardSort = (typeof BOARD_SORTS)[number];
const sortOptions = BOARD_SORTS.map((value) => ({ value, label: koReports.sortLabels[value] }));
const sortOf = (v: string | null): BoardSort => (v === 'oldest' ? 'oldest' : 'newest');

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
  const sort = sortOf(params.get('sort'));
  const reports = useReports({ ...search, page, size: REPORT_PAGE_SIZE, sort });

  // The sort is in the address with the search (newest, the default, is left out).
  const apply = (next: ReportSearch, nextPage = 0, nextSort: BoardSort = sort) => {
    const entries = Object.entries({
      ...next,
      sort: nextSort === 'newest' ? '' : nextSort,
      page: nextPage ? String(nextPage) : '',
    });
    setParams(new URLSearchParams(entries.filter(([, v]) => v !== '')));
  };
  const total = reports.data?.pagination.meta.totalItems ?? 0;

  return (
    <div className={pageStyles.page}>
      <div className={list.heading}>
        <h1 className={pageStyles.title}>{koReports.listTitle}</h1>
        <Link to={paths.mapOf('lost')} className={list.secondaryLink}>
          {koMap.mapView}
        </Link>
        <Link to={paths.reportWrite} className={list.primaryLink}>
          {koReports.write}
        </Link>
      </div>
      <ReportFilters key={params.toString()} initial={search} onSearch={(s) => apply(s)} />
      <div className={styles.listBar}>
        <p className={styles.total} aria-live="polite">
          {reports.isSuccess && koReports.total(total)}
          {reports.isPending && koReports.searching}
        </p>
        <div className={styles.sort}>
          <SelectField
            label={koReports.sort}
            options={sortOptions}
            value={sort}
            onChange={(e) => apply(search, 0, sortOf(e.target.value))}
          />
        </div>
      </div>
      {reports.isError && (
        <p role="alert" className={list.message}>
          {errorMessage(reports.error, koReports.loadFailed)}
        </p>
      )}
      {reports.isSuccess && reports.data.data.length === 0 && (
        <p className={list.message}>{searched ? koReports.noResults : koReports.empty}</p>
      )}
      {reports.data && reports.data.data.length > 0 && (
        <ul className={`${list.grid} ${styles.grid}`} aria-label={koReports.listTitle}>
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
      <LossNoticesSection region={search.region} district={search.district} />
    </div>
  );
}
