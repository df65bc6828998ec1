import { ADMIN_PAGE_SIZE, adminMessages } from '@chajul/contracts';
import type { ReportListItem } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import type { ReportSearch } from './report-filters';
import { ReportFilters } from './report-filters';

const t = ko.admin;

/** Spec §6: the admin's delete failures say why (403, 401) or give the general text. */
function deleteFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return adminMessages.deleteForbidden;
  if (error instanceof ApiError && error.status === 401) return t.loginRequired;
  return adminMessages.deleteFailure;
}

/** Spec §2 Admin page, Reports: filter, 10 a page with a window of 10, view and delete. */
export function AdminReportsTab() {
  const [search, setSearch] = useState<ReportSearch>({ region: '', district: '', keyword: '' });
  const [page, setPage] = useState(0);
  const reports = useReports({ ...search, page, size: ADMIN_PAGE_SIZE, order: 'desc' });
  const rows = reports.data?.data ?? [];
  return (
    <div>
      <ReportFilters
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
      />
      {reports.isError && (
        <p className={styles.message} role="alert">
          {t.reportListFailure}
        </p>
      )}
      {reports.isPending && <p className={styles.message}>{ko.common.loading}</p>}
      {reports.isSuccess && rows.length === 0 && <p className={styles.empty}>{t.noReports}</p>}
      {rows.length > 0 && (
        <table className={styles.table} aria-label={t.reportsTab}>
          <thead>
            <tr>
              <th scope="col">{t.id}</th>
              <th scope="col">{t.reportTitle}</th>
              <th scope="col">{t.reportAuthor}</th>
              <th scope="col">{t.createdAt}</th>
              <th scope="col">{t.manage}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ReportRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        totalPages={reports.data?.pagination.meta.totalPages ?? 0}
        window={10}
        onChange={setPage}
      />
    </div>
  );
}

function ReportRow({ row }: { row: ReportListItem }) {
  const dialogs = useDialogs();
  const remove = useDeleteReport();
  const onDelete = async () => {
    if (!(await dialogs.confirm(t.deleteConfirm))) return;
    try {
      await remove.mutateAsync(row.id);
    } catch (error) {
      await dialogs.alert(deleteFailure(error));
    }
  };
  return (
    <tr>
      <td data-label={t.id}>{row.id}</td>
      <td className={styles.titleCell}>{row.title}</td>
      <td data-label={t.reportAuthor}>{row.authorNickname}</td>
      <td data-label={t.createdAt}>{formatDate(row.createdAt)}</td>
      <td>
        <div className={styles.rowActions}>
          <Link to={paths.reportView(row.id, 'admin')} aria-label={`${row.title} ${t.view}`}>
            {t.view}
          </Link>{' '}
          <Button
            variant="danger"
            aria-label={`${row.title} ${t.delete}`}
            disabled={remove.isPending}
            onClick={() => void onDelete()}
          >
            {t.delete}
          </Button>
        </div>
      </td>
    </tr>
  );
}
