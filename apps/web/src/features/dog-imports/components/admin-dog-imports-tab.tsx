import { ko } from '../../../locales/ko';
import { koAdmin } from '../../../locales/ko-admin';
import { useDogImports } from '../api/get-dog-imports';
import styles from './admin-dog-imports.module.css';
import { DogImportSourceCard } from './dog-import-source-card';

const t = koAdmin.imports;

/** /adminpage's 데이터 가져오기 tab: every public-data source, its runs and a "run now" (ADR 033). */
export function AdminDogImportsTab() {
  const status = useDogImports();
  return (
    <div className={styles.tab}>
      {status.isPending && <p className={styles.muted}>{ko.common.loading}</p>}
      {status.isError && (
        <p role="alert" className={styles.error}>
          {t.loadFailure}
        </p>
      )}
      {status.isSuccess && (
        <>
          <p className={styles.muted}>{t.every(status.data.intervalMinutes)}</p>
          {status.data.sources.map((source) => (
            <DogImportSourceCard key={source.source} status={source} />
          ))}
        </>
      )}
    </div>
  );
}
