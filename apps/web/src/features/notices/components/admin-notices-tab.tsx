import { ADMIN_PAGE_SIZE } from '@chajul/contracts';
import type { NoticeListItem } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices } from '../api/get-notices';
import { AdminNoticeEditor } from './admin-notice-editor';

const t = ko.admin;

/** Spec §2 Admin page, Notices: the list, with create, edit and delete in place. */
export function AdminNoticesTab() {
  const [page, setPage] = useState(0);
  // null: the list only; 'new': the empty form; a number: that notice in the form.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const notices = useNotices({
    page,
    size: ADMIN_PAGE_SIZE,
    direction: 'desc',
    type: 'title_content',
    q: '',
  });
  const rows = notices.data?.data ?? [];
  return (
    <div>
      {editing === null ? (
        <div className={styles.header}>
          <Button onClick={() => setEditing('new')}>{t.newNotice}</Button>
        </div>
      ) : (
        <AdminNoticeEditor
          key={editing}
          id={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {notices.isError && (
        <p className={styles.message} role="alert">
          {ko.notices.listFailure}
        </p>
      )}
      {notices.isPending && <p className={styles.message}>{ko.common.loading}</p>}
      {notices.isSuccess && rows.length === 0 && <p className={styles.empty}>{t.noNotices}</p>}
      {rows.length > 0 && (
        <table className={styles.table} aria-label={t.noticesTab}>
          <thead>
            <tr>
              <th scope="col">{t.id}</th>
              <th scope="col">{t.noticeTitle}</th>
              <th scope="col">{t.createdAt}</th>
              <th scope="col">{t.manage}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <NoticeRow key={row.id} row={row} onEdit={() => setEditing(row.id)} />
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        totalPages={notices.data?.pagination.meta.totalPages ?? 0}
        onChange={setPage}
      />
    </div>
  );
}

function NoticeRow({ row, onEdit }: { row: NoticeListItem; onEdit: () => void }) {
  const dialogs = useDialogs();
  const remove = useDeleteNotice();
  const onDelete = async () => {
    if (!(await dialogs.confirm(ko.notices.deleteConfirm))) return;
    try {
      await remove.mutateAsync(row.id);
    } catch (error) {
      const denied = error instanceof ApiError && error.status === 403;
      await dialogs.alert(
        denied ? ko.notices.noDeletePermission : errorMessage(error, ko.notices.deleteFailed),
      );
    }
  };
  return (
    <tr>
      <td data-label={t.id}>{row.displayNo}</td>
      <td className={styles.titleCell}>
        <Link to={paths.notice(row.id)}>{row.title}</Link>
      </td>
      <td data-label={t.createdAt}>{formatDate(row.createdAt)}</td>
      <td>
        <div className={styles.rowActions}>
          <Button variant="secondary" aria-label={`${row.title} ${t.edit}`} onClick={onEdit}>
            {t.edit}
          </Button>
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
