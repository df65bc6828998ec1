import board from '../../../components/ui/board.module.css';
import { formatDateTime } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { useFailedJobs } from '../api/get-failed-jobs';
import styles from './admin-failed-jobs-tab.module.css';

const t = ko.admin.jobs;
const c = t.columns;

/** /adminpage's 실패한 작업 tab: background jobs that failed every try, newest first (ADR 101). */
export function AdminFailedJobsTab() {
  const failed = useFailedJobs();
  return (
    <div className={styles.tab}>
      <p className={styles.muted}>{t.about}</p>
      {failed.isPending && <p className={styles.muted}>{ko.common.loading}</p>}
      {failed.isError && (
        <p role="alert" className={styles.error}>
          {t.loadFailure}
        </p>
      )}
      {failed.isSuccess && !failed.data.content.length && <p className={styles.muted}>{t.none}</p>}
      {failed.isSuccess && failed.data.content.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={board.table} aria-label={t.tab}>
            <thead>
              <tr>
                {Object.values(c).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {failed.data.content.map((job) => (
                <tr key={job.id}>
                  <td data-label={c.failedAt}>{formatDateTime(job.failedAt)}</td>
                  <td data-label={c.name}>{t.names[job.name] ?? job.name}</td>
                  <td data-label={c.attempts}>{t.attempts(job.attempts)}</td>
                  <td data-label={c.error} className={styles.error}>
                    {job.error || '-'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
