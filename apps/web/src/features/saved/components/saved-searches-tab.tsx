import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koSaved as t } from '../../../locales/ko-saved';
import { useDeleteSavedSearch, usePauseSavedSearch } from '../api/change-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { searchSummary } from './search-summary';
import styles from './saved.module.css';

/** 마이페이지's 알림 받을 조건 tab: each search with pause/resume and delete. */
export function SavedSearchesTab() {
  const list = useSavedSearches();
  const pause = usePauseSavedSearch();
  const remove = useDeleteSavedSearch();
  const dialogs = useDialogs();
  if (list.isPending) return <p role="status">{ko.common.loading}</p>;
  if (list.isError) return <p role="alert">{errorMessage(list.error, t.loadFailed)}</p>;
  const { searches } = list.data;
  if (!searches.length) return <p role="status">{t.searchesEmpty}</p>;

  const onDelete = async (id: number) => {
    if (!(await dialogs.confirm(t.removeConfirm))) return;
    await remove
      .mutateAsync(id)
      .catch((e: unknown) => dialogs.alert(errorMessage(e, t.saveFailed)));
  };

  return (
    <ul className={styles.list} aria-label={t.searchesTab}>
      {searches.map((s) => {
        const summary = searchSummary(s);
        return (
          <li key={s.id} className={styles.row}>
            <span className={styles.rowText}>
              <strong>{summary}</strong>
              <span className={styles.meta}>
                {[
                  formatDate(s.createdAt),
                  s.lastDigestAt && t.lastDigest(formatDate(s.lastDigestAt)),
                  s.paused && t.pausedBadge,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <Button
              variant="secondary"
              aria-label={`${summary} ${s.paused ? t.resume : t.pause}`}
              disabled={pause.isPending}
              onClick={() => pause.mutate({ id: s.id, paused: !s.paused })}
            >
              {s.paused ? t.resume : t.pause}
            </Button>
            <Button
              variant="danger"
              aria-label={`${summary} ${t.remove}`}
              disabled={remove.isPending}
              onClick={() => void onDelete(s.id)}
            >
              {t.remove}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
