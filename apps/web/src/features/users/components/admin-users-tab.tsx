import type { AdminUser } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { Pagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';

const t = ko.admin;

/** Spec §2 Admin page, Users: search by ID or nickname, 10 a page, open or delete a member. */
export function AdminUsersTab() {
  const [params, setParams] = useState({ keyword: '', page: 0 });
  const [draft, setDraft] = useState('');
  const users = useAdminUsers(params);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ keyword: draft.trim(), page: 0 });
  };
  const rows = users.data?.content ?? [];
  return (
    <div>
      <form className={styles.toolbar} role="search" onSubmit={search}>
        <div className={styles.grow}>
          <TextField
            label={t.keyword}
            type="search"
            maxLength={50}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">{t.search}</Button>
      </form>
      {users.isError && (
        <p className={styles.message} role="alert">
          {t.memberListFailure}
        </p>
      )}
      {users.isPending && <p className={styles.message}>{ko.common.loading}</p>}
      {users.isSuccess && rows.length === 0 && <p className={styles.empty}>{t.noUsers}</p>}
      {rows.length > 0 && (
        <table className={styles.table} aria-label={t.usersTab}>
          <thead>
            <tr>
              <th scope="col">{t.id}</th>
              <th scope="col">{t.userid}</th>
              <th scope="col">{t.nickname}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.inquiryCount}</th>
              <th scope="col">{t.reportCount}</th>
              <th scope="col">{t.createdAt}</th>
              <th scope="col">{t.manage}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <UserRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={params.page}
        totalPages={users.data?.totalPages ?? 0}
        onChange={(page) => setParams({ ...params, page })}
      />
    </div>
  );
}

function UserRow({ row }: { row: AdminUser }) {
  const dialogs = useDialogs();
  const remove = useDeleteAdminUser();
  const onDelete = async () => {
    if (!(await dialogs.confirm(t.deleteMemberConfirm))) return;
    try {
      await remove.mutateAsync(row.id);
    } catch {
      await dialogs.alert(t.deleteFailure);
    }
  };
  return (
    <tr>
      <td data-label={t.id}>{row.id}</td>
      <td className={styles.titleCell}>
        <Link to={paths.adminUser(row.id)}>{row.userid}</Link>
      </td>
      <td data-label={t.nickname}>{row.nickname || '-'}</td>
      <td data-label={t.email}>{row.email}</td>
      <td data-label={t.inquiryCount}>{row.inquiryCount}</td>
      <td data-label={t.reportCount}>{row.lostReportCount}</td>
      <td data-label={t.createdAt}>{formatDate(row.createdAt)}</td>
      <td>
        <Button
          variant="danger"
          aria-label={`${row.userid} ${t.delete}`}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t.delete}
        </Button>
      </td>
    </tr>
  );
}
