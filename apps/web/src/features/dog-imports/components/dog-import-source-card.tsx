import type { DogImportSourceStatus } from '@chajul/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { koAdmin } from '../../../locales/ko-admin';
import { useRunDogImport } from '../api/run-dog-import';
import styles from './admin-dog-imports.module.css';
import { DogImportRunsTable } from './dog-import-runs-table';

const t = koAdmin.imports;

/** One source: calls today against the budget, the schedule, photos, its runs and the button. */
export function DogImportSourceCard({ status }: { status: DogImportSourceStatus }) {
  const headingId = useId();
  const run = useRunDogImport();
  const name = t.sources[status.source];
  const said = run.isSuccess
    ? run.data.message
    : run.isError
      ? errorMessage(run.error, t.runFailure)
      : undefined;
  const facts = [
    { label: t.callsToday, value: t.calls(status.callsToday, status.dailyBudget) },
    { label: t.nextRun, value: formatDateTime(status.nextRunAt) },
    { label: t.photosPending, value: t.photoCount(status.photosPending) },
    { label: t.photosFailed, value: t.photoCount(status.photosFailed) },
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {name}
          {status.running && <span className={styles.running}>{t.running}</span>}
        </h2>
        {status.configured && (
          <Button onClick={() => run.mutate(status.source)} disabled={run.isPending}>
            {t.runNow}
          </Button>
        )}
      </div>
      {!status.configured && <p className={styles.muted}>{t.notConfigured}</p>}
      {said && (
        <p role="status" className={styles.message}>
          {said}
        </p>
      )}
      {status.waitingFor && <p className={styles.waiting}>{t.waiting[status.waitingFor]}</p>}
      {status.configured && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <DogImportRunsTable name={name} runs={status.runs} />
    </section>
  );
}
