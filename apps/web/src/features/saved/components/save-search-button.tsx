import type { SavedSearchFilters } from '@chajul/contracts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { errorMessage } from '../../../lib/api-client';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { useSession } from '../../../lib/use-session';
import { koSaved as t } from '../../../locales/ko-saved';
import { useCreateSavedSearch } from '../api/create-saved-search';
import styles from './saved.module.css';

/** The list's filters as its URL holds them: plain texts, which the server checks. */
type ListFilters = Record<string, string | undefined>;

/**
 * Leaves out empty values: the same search saved twice is the same filters. The texts come
 * from the list's own choices; a stale one gets the server's Korean error.
 */
const cleaned = (filters: ListFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''),
  ) as SavedSearchFilters;

/** "이 조건 알림 받기" on /lookup and /adopt: saves the list's current filters (issue 30). */
export function SaveSearchButton({
  page,
  filters,
}: {
  page: 'lookup' | 'adopt';
  filters: ListFilters;
}) {
  const { isLoggedIn } = useSession();
  const create = useCreateSavedSearch();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { login } = useAuthLinks();
  const onClick = async () => {
    if (!isLoggedIn) {
      if (await dialogs.confirm(t.loginToAlert)) void navigate(login);
      return;
    }
    try {
      await create.mutateAsync({ page, filters: cleaned(filters) });
      dialogs.notify(t.searchSaved);
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.saveFailed));
    }
  };
  return (
    <div className={styles.saveBar}>
      <Button variant="secondary" disabled={create.isPending} onClick={() => void onClick()}>
        {t.saveSearch}
      </Button>
    </div>
  );
}
