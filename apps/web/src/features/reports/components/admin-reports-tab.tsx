import { ADMIN_PAGE_SIZE, adminMessages } from '@chajul/contracts';
import type { ReportListItem } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/ui/admin-table';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useConfirmedDelete } from '../../../components/ui/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { koAdmin } from '../../../locales/ko-admin';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import type { ReportSearch } from './report-filters';
import { ReportFilters } from './report-filters';
import { DateText } from '../../../components/ui/date-text';

const t = koAdmin;

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
  return (
    <div>
      <ReportFilters
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
      />
      <AdminTable
        label={t.reportsTab}
        columns={[t.id, t.reportTitle, t.reportAuthor, t.writtenAt, t.manage]}
        query={reports}
        rows={reports.data?.data ?? []}
        failure={t.reportListFailure}
        empty={t.noReports}
        renderRow={(row) => <ReportRow key={row.id} row={row} />}
        page={page}
        totalPages={reports.data?.pagination.meta.totalPages ?? 0}
        onPage={setPage}
      />
    </div>
  );
}

function ReportRow({ row }: { row: ReportListItem }) {
  const remove = useDeleteReport();
  const onDelete = useConfirmedDelete(remove, t.deleteConfirm, deleteFailure);
  return (
    <tr>
      <td data-label={t.id}>{row.id}</td>
      <td className={styles.titleCell}>{row.title}</td>
      <td data-label={t.reportAuthor}>{row.authorNickname}</td>
      <td data-label={t.writtenAt}>
        <DateText value={row.createdAt} />
      </td>
      <td>
        <div className={styles.rowActions}>
          <Link to={paths.reportView(row.id, 'admin')} aria-label={`${row.title} ${t.view}`}>
            {t.view}
          </Link>{' '}
          <Button
            variant="danger"
            aria-label={`${row.title} ${t.delete}`}
            disabled={remove.isPending}
            onClick={() => void onDelete(row.id)}
          >
            {t.delete}
          </Button>
        </div>
      </td>
    </tr>
  );
}
