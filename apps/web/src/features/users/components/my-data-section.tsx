import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-client';
import { koMypage } from '../../../locales/ko-mypage';
import { useDownloadMyData } from '../api/download-my-data';
import styles from './account-sections.module.css';

/** 내 정보 다운로드: everything kept about the member, as a zip (ADR 165). */
export function MyDataSection() {
  const download = useDownloadMyData();
  return (
    <section className={styles.section} aria-labelledby="my-data-title">
      <h2 id="my-data-title" className={styles.title}>
        {koMypage.myDataSection}
      </h2>
      <p className={styles.hint}>{koMypage.myDataHint}</p>
      {download.isError && (
        <p className={formStyles.formError} role="alert">
          {errorMessage(download.error, koMypage.downloadFailure)}
        </p>
      )}
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? koMypage.downloading : koMypage.downloadMyData}
      </Button>
    </section>
  );
}
