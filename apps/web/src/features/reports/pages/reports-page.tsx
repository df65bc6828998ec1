import { REPORT_PAGE_SIZE } from '@chajul/contracts';
import { Link } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { PostListResults } from '../../../components/ui/post-list-results';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { useUrlSearch } from '../../../lib/use-url-search';
import { koMap } from '../../../locales/ko-map';
import { koReports } from '../../../locales/ko-reports';
import { useReports } from '../api/get-reports';
import { ReportCard } from '../components/report-card';
import type { ReportSearch } from '../components/report-filters';
import { ReportFilters } from '../components/report-filters';
import { LossNoticesSection } from '../components/loss-notices-section';
import list from '../../../components/ui/post-list.module.css';
import styles from '../components/reports.module.css';

/** The board's orders: newest first unless the reader asks (issue 26; the API's own default stays). */
const BOARD_SORTS = ['newest', 'oldest'] as const;
type BoardSort = (typeof BOARD_SORTS)[number];
const sortOptions = BOARD_SORTS.map((value) => ({ value, label: koReports.sortLabels[value] }));
const sortOf = (v: string | null): BoardSort => (v === 'oldest' ? 'oldest' : 'newest');

/** The search's fields, in the order the address lists them. */
const SEARCH_KEYS = ['region', 'district', 'keyword'] as const satisfies (keyof ReportSearch)[];

/** /report: the search lives in the URL, so back from a detail returns to the same page. */
export function ReportsPage() {
  const board = useUrlSearch(SEARCH_KEYS);
  const { params, search, page } = board;
  const sort = sortOf(params.get('sort'));
  const reports = useReports({ ...search, page, size: REPORT_PAGE_SIZE, sort });

  // The sort is in the address with the search (newest, the default, is left out).
  const apply = (next: ReportSearch, nextPage = 0, nextSort: BoardSort = sort) =>
    board.apply(next, nextPage, { sort: nextSort === 'newest' ? '' : nextSort });
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
      <PostListResults
        query={reports}
        // Through the page's apply, so a page number keeps the sort.
        board={{ ...board, apply }}
        texts={koReports}
        className={styles.grid}
      >
        {(report) => <ReportCard key={report.id} report={report} />}
      </PostListResults>
      <LossNoticesSection region={search.region} district={search.district} />
    </div>
  );
}
