import type { Notification } from '@chajul/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DogImage } from '../../../components/ui/dog-image';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koMatches } from '../../../locales/ko-matches';
import { koNotifications } from '../../../locales/ko-notifications';
import { useNotifications } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { notificationLine } from './notification-line';
import { notificationTarget } from './notification-target';
import styles from './notification-list.module.css';

const t = koNotifications;

/**
 * The my-page tab: look-alike dogs and sightings for the member's reports, possible families
 * for their sightings, and new messages; opening one reads it.
 */
export function NotificationList() {
  const [page, setPage] = useState(0);
  const list = useNotifications(page);
  const read = useReadNotifications();
  const navigate = useNavigate();

  if (list.isPending) return <p role="status">{ko.common.loading}</p>;
  if (list.isError) return <p role="alert">{errorMessage(list.error, t.loadFailed)}</p>;
  const { content, totalPages } = list.data;
  if (!content.length) return <p role="status">{t.empty}</p>;

  const open = async (n: Notification) => {
    if (!n.read) await read.mutateAsync(n.id).catch(() => undefined);
    void navigate(notificationTarget(n));
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{t.title}</h2>
        <Button
          variant="secondary"
          onClick={() => read.mutate(undefined)}
          disabled={read.isPending}
        >
          {t.readAll}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t.title}>
        {content.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={n.read ? styles.item : `${styles.item} ${styles.unread}`}
              onClick={() => void open(n)}
            >
              <DogImage src={n.imagePath} alt="" className={styles.image} width={96} height={72} />
              <span className={styles.text}>
                <strong>{notificationLine(n)}</strong>
                <span className={styles.meta}>
                  {[
                    n.species,
                    n.jurisd,
                    n.kind !== 'MESSAGE' &&
                      n.kind !== 'SEARCH_PHOTO_MATCH' &&
                      koMatches.similarity(n.similarity),
                    formatDate(n.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              {!n.read && <span className={styles.dot}>{t.unread}</span>}
            </button>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} window={5} />
    </div>
  );
}
