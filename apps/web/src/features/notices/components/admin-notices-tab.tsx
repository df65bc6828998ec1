import { ADMIN_PAGE_SIZE } from '@chajul/contracts';
import type { NoticeListItem } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/ui/admin-table';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useConfirmedDelete } from '../../../components/ui/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { koAdmin } from '../../../locales/ko-admin';
import { koNotices } from '../../../locales/ko-notices';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices } from '../api/get-notices';
import { AdminNoticeEditor } from './admin-notice-editor';
import { DateText } from '../../../components/ui/date-text';

const t = koAdmin;

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
      <AdminTable
        label={t.noticesTab}
        columns={[t.id, t.noticeTitle, t.writtenAt, t.manage]}
        query={notices}
        rows={notices.data?.data ?? []}
        failure={koNotices.listFailure}
        empty={t.noNotices}
        renderRow={(row) => <NoticeRow key={row.id} row={row} onEdit={() => setEditing(row.id)} />}
        page={page}
        totalPages={notices.data?.pagination.meta.totalPages ?? 0}
        onPage={setPage}
      />
    </div>
  );
}

/** A 403 says the admin may not; anything else gives the server's reason or the general text. */
function deleteFailure(error: unknown): string {
  const denied = error instanceof ApiError && error.status === 403;
  return denied ? koNotices.noDeletePermission : errorMessage(error, koNotices.deleteFailed);
}

function NoticeRow({ row, onEdit }: { row: NoticeListItem; onEdit: () => void }) {
  const remove = useDeleteNotice();
  const onDelete = useConfirmedDelete(remove, koNotices.deleteConfirm, deleteFailure);
  return (
    <tr>
      <td data-label={t.id}>{row.displayNo}</td>
      <td className={styles.titleCell}>
        <Link to={paths.notice(row.id)}>{row.title}</Link>
      </td>
      <td data-label={t.writtenAt}>
        <DateText value={row.createdAt} />
      </td>
      <td>
        <div className={styles.rowActions}>
          <Button variant="secondary" aria-label={`${row.title} ${t.edit}`} onClick={onEdit}>
            {t.edit}
          </Button>
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
