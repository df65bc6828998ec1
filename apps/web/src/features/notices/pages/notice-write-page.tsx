import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { koNotices } from '../../../locales/ko-notices';
import { useNotice } from '../api/get-notice';
import type { NoticeDraft } from '../api/save-notice';
import { useSaveNotice } from '../api/save-notice';
import { NoticeForm } from '../components/notice-form';

/**
 * /notice/write (admin only: the page table's guard shows others why not): create mode, or
 * edit mode with ?id= (spec §4).
 */
export function NoticeWritePage() {
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  const { user } = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const notice = useNotice(id);
  const save = useSaveNotice();
  const [resets, setResets] = useState(0);

  useEffect(() => {
    if (notice.isError) void dialogs.alert(errorMessage(notice.error, koNotices.notFound));
  }, [notice.isError, notice.error, dialogs]);

  const submit = async (draft: NoticeDraft) => {
    try {
      const saved = await save.mutateAsync({ id, draft });
      await navigate(paths.notice(saved.id));
    } catch (error) {
      const denied = error instanceof ApiError && error.status === 403;
      await dialogs.alert(
        denied ? koNotices.noWritePermission : errorMessage(error, koNotices.saveFailed),
      );
    }
  };

  const editing = id !== null && notice.data !== undefined;
  return (
    <div className={pageStyles.page}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>
          {id !== null ? koNotices.editTitle : koNotices.writeTitle}
        </h1>
        {id !== null && notice.isPending ? (
          <p role="status">{ko.common.loading}</p>
        ) : (
          <NoticeForm
            key={`${resets}-${editing ? notice.data.id : 'new'}`}
            notice={editing ? notice.data : undefined}
            author={user?.nickname || user?.name || koNotices.authorFallback}
            saving={save.isPending}
            onSubmit={(draft) => void submit(draft)}
            // Spec §4: cancel returns the form to create mode, empty.
            onCancel={() => {
              setResets((n) => n + 1);
              if (id !== null) void navigate(paths.noticeWrite, { replace: true });
            }}
          />
        )}
      </section>
    </div>
  );
}
