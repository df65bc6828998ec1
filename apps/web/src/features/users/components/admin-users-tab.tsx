import type { AdminUser } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/ui/admin-table';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useConfirmedDelete } from '../../../components/ui/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { koAdmin } from '../../../locales/ko-admin';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { useSession } from '../../../lib/use-session';
import { DateText } from '../../../components/ui/date-text';

const t = koAdmin;

/** Spec §2 Admin page, Users: search by ID or nickname, 10 a page, open or delete a member. */
export function AdminUsersTab() {
  const [params, setParams] = useState({ keyword: '', page: 0 });
  const [draft, setDraft] = useState('');
  const users = useAdminUsers(params);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ keyword: draft.trim(), page: 0 });
  };
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
      <AdminTable
        label={t.usersTab}
        columns={[
          t.id,
          t.userid,
          t.nickname,
          t.email,
          t.inquiryCount,
          t.reportCount,
          t.createdAt,
          t.manage,
        ]}
        query={users}
        rows={users.data?.content ?? []}
        failure={t.memberListFailure}
        empty={t.noUsers}
        renderRow={(row) => <UserRow key={row.id} row={row} />}
        page={params.page}
        totalPages={users.data?.totalPages ?? 0}
        onPage={(page) => setParams({ ...params, page })}
      />
    </div>
  );
}

function UserRow({ row }: { row: AdminUser }) {
  const remove = useDeleteAdminUser();
  // The admin's own row has no delete button: the server refuses it with a 400.
  const isSelf = useSession().user?.userid === row.userid;
  const onDelete = useConfirmedDelete(remove, t.deleteMemberConfirm, () => t.deleteFailure);
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
      <td data-label={t.createdAt}>
        <DateText value={row.createdAt} />
      </td>
      <td>
        {isSelf ? (
          <span className={styles.muted}>{t.self}</span>
        ) : (
          <Button
            variant="danger"
            aria-label={`${row.userid} ${t.delete}`}
            disabled={remove.isPending}
            onClick={() => void onDelete(row.id)}
          >
            {t.delete}
          </Button>
        )}
      </td>
    </tr>
  );
}
