import type { DogImportRun } from '@chajul/contracts';
import board from '../../../components/ui/board.module.css';
import { formatDateTime } from '../../../lib/format';
import { koAdmin } from '../../../locales/ko-admin';
import styles from './admin-dog-imports.module.css';

const t = koAdmin.imports;
const c = t.columns;
const count = (n: number) => n.toLocaleString('ko-KR');

/** What went wrong, named for what the source answered (ADR 033). */
const errorText = ({ error }: DogImportRun) =>
  error ? (error.kind ? `${t.errorKinds[error.kind]}: ${error.message}` : error.message) : '-';

function datesText(run: DogImportRun) {
  const parts = [
    run.foundDates && t.dates.found(run.foundDates.from, run.foundDates.to),
    run.updatedDates && t.dates.updated(run.updatedDates.from, run.updatedDates.to),
  ];
  return parts.filter(Boolean).join(' · ') || '-';
}

/** A source's latest runs, newest first. */
export function DogImportRunsTable({ name, runs }: { name: string; runs: DogImportRun[] }) {
  if (!runs.length) return <p className={styles.muted}>{t.noRuns}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={board.table} aria-label={t.runsTitle(name)}>
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
          {runs.map((run) => (
            <tr key={run.id}>
              <td data-label={c.startedAt}>
                {formatDateTime(run.startedAt)}
                <span className={styles.small}>{t.triggers[run.trigger]}</span>
              </td>
              <td data-label={c.kind}>{t.kinds[run.kind]}</td>
              <td data-label={c.status}>{t.statuses[run.status]}</td>
              <td data-label={c.dates}>{datesText(run)}</td>
              <td data-label={c.fetched}>{count(run.fetched)}</td>
              <td data-label={c.inserted}>{count(run.inserted)}</td>
              <td data-label={c.updated}>{count(run.updated)}</td>
              <td data-label={c.stateChanges}>{count(run.stateChanges)}</td>
              <td data-label={c.photos}>
                {`${count(run.photosDownloaded)} / ${count(run.photosFailed)}`}
              </td>
              <td data-label={c.calls}>{count(run.calls)}</td>
              <td data-label={c.error} className={run.error ? styles.error : undefined}>
                {errorText(run)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
