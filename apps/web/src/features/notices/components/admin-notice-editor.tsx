import pageStyles from '../../../components/ui/page.module.css';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { koNotices } from '../../../locales/ko-notices';
import { useNotice } from '../api/get-notice';
import type { NoticeDraft } from '../api/save-notice';
import { useSaveNotice } from '../api/save-notice';
import { NoticeForm } from './notice-form';

/** The notice form inside the admin page: create (id null) or edit, closing when saved. */
export function AdminNoticeEditor({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { user } = useSession();
  const dialogs = useDialogs();
  const notice = useNotice(id);
  const save = useSaveNotice();

  const submit = async (draft: NoticeDraft) => {
    try {
      await save.mutateAsync({ id, draft });
      dialogs.notify(koNotices.saved);
      onClose();
    } catch (error) {
      const denied = error instanceof ApiError && error.status === 403;
      await dialogs.alert(
        denied ? koNotices.noWritePermission : errorMessage(error, koNotices.saveFailed),
      );
    }
  };

  return (
    <section
      className={pageStyles.card}
      aria-label={id === null ? koNotices.writeTitle : koNotices.editTitle}
    >
      <h2 className={pageStyles.title}>
        {id === null ? koNotices.writeTitle : koNotices.editTitle}
      </h2>
      {id !== null && notice.isPending && <p role="status">{ko.common.loading}</p>}
      {id !== null && notice.isError && (
        <p role="alert">{errorMessage(notice.error, koNotices.notFound)}</p>
      )}
      {(id === null || notice.isSuccess) && (
        <NoticeForm
          notice={id === null ? undefined : notice.data}
          author={user?.nickname || user?.name || koNotices.authorFallback}
          saving={save.isPending}
          onSubmit={(draft) => void submit(draft)}
          onCancel={onClose}
        />
      )}
    </section>
  );
}
