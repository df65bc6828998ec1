import type { AdminPhotoSearchStatus } from '@chajul/contracts';
import { useId } from 'react';
import { ko } from '../../../locales/ko';
import { koAdmin } from '../../../locales/ko-admin';
import { koSearch } from '../../../locales/ko-search';
import { useAdminPhotoSearch } from '../api/get-admin-photo-search';
import styles from './admin-photo-search-card.module.css';

const t = koAdmin.photoSearch;

/** The admin page's card on the photo model: which one answers, the index, a switch, the fallback. */
export function AdminPhotoSearchCard() {
  const headingId = useId();
  const status = useAdminPhotoSearch();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t.title}
      </h2>
      {status.isPending && <p className={styles.muted}>{ko.common.loading}</p>}
      {status.isError && <p className={styles.muted}>{t.loadFailure}</p>}
      {status.isSuccess && <PhotoSearchFacts status={status.data} />}
    </section>
  );
}

function PhotoSearchFacts({ status }: { status: AdminPhotoSearchStatus }) {
  const facts = [
    { label: t.model, value: status.model },
    { label: t.version, value: status.version },
    { label: t.indexedDogs, value: t.dogCount(status.indexedDogs) },
    { label: t.vectorSearch, value: t.vectorSearchKinds[status.vectorSearch] },
  ];
  return (
    <>
      {status.fallback && (
        <div role="alert" className={styles.warning}>
          <p className={styles.warningText}>{koSearch.fallbackNotice}</p>
          {status.wanted && <p>{`${t.wanted}: ${status.wanted}`}</p>}
          {status.reason && <p>{`${t.reason}: ${status.reason}`}</p>}
        </div>
      )}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {status.switchingTo && (
        <p role="status" className={styles.switching}>
          {t.switching(status.switchingTo)}
        </p>
      )}
    </>
  );
}
