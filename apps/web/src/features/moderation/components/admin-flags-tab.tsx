import type { FlaggedItem, ModerationAction } from '@chajul/contracts';
import { useState } from 'react';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koModeration as t } from '../../../locales/ko-moderation';
import { useFlags } from '../api/get-flags';
import { useModerate } from '../api/moderate';
import styles from './admin-flags-tab.module.css';
import { FlaggedItemCard } from './flagged-item';

/** /adminpage's 신고된 글: flagged reports, sightings and messages, and what to do (ADR 138). */
export function AdminFlagsTab() {
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(0);
  const flags = useFlags(all ? 'ALL' : 'OPEN', page);
  const moderate = useModerate();
  const dialogs = useDialogs();

  const onAct = async (item: FlaggedItem, action: ModerationAction) => {
    // Blocking stops a person, not a post: it is asked first.
    if (action === 'BLOCK' && !(await dialogs.confirm(t.blockConfirm(item.authorName)))) return;
    try {
      const result = await moderate.mutateAsync({
        targetType: item.targetType,
        targetId: item.targetId,
        action,
      });
      dialogs.notify(result.message);
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.actionFailed));
    }
  };

  const items = flags.data?.data ?? [];
  return (
    <div className={styles.tab}>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => {
            setAll(e.target.checked);
            setPage(0);
          }}
        />
        {t.showAll}
      </label>
      {flags.isPending && <p>{ko.common.loading}</p>}
      {flags.isError && <p role="alert">{t.listFailure}</p>}
      {flags.isSuccess && items.length === 0 && <p>{all ? t.allEmpty : t.empty}</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t.queue}>
          {items.map((item) => (
            <FlaggedItemCard
              key={`${item.targetType}-${item.targetId}`}
              item={item}
              busy={moderate.isPending}
              onAct={(i, action) => void onAct(i, action)}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={flags.data?.pagination.meta.totalPages ?? 0}
        onChange={setPage}
      />
    </div>
  );
}
