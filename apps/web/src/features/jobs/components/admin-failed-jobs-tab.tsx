import { AdminTable } from '../../../components/ui/admin-table';
import { formatDateTime } from '../../../lib/format';
import { koAdmin } from '../../../locales/ko-admin';
import { useFailedJobs } from '../api/get-failed-jobs';
import styles from './admin-failed-jobs-tab.module.css';

const t = koAdmin.jobs;
const c = t.columns;

/** /adminpage's 실패한 작업 tab: background jobs that failed every try, newest first (ADR 101). */
export function AdminFailedJobsTab() {
  const failed = useFailedJobs();
  return (
    <div className={styles.tab}>
      <p className={styles.muted}>{t.about}</p>
      <AdminTable
        label={t.tab}
        columns={Object.values(c)}
        query={failed}
        rows={failed.data?.content ?? []}
        failure={t.loadFailure}
        empty={t.none}
        renderRow={(job) => (
          <tr key={job.id}>
            <td data-label={c.failedAt}>{formatDateTime(job.failedAt)}</td>
            <td data-label={c.name}>{t.names[job.name] ?? job.name}</td>
            <td data-label={c.attempts}>{t.attempts(job.attempts)}</td>
            <td data-label={c.error} className={styles.error}>
              {job.error || '-'}
            </td>
          </tr>
        )}
        // The latest failures only: one page.
        page={0}
        totalPages={1}
        onPage={() => {}}
      />
    </div>
  );
}
