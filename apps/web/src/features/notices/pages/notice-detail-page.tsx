import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { positiveId, returnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { koNotices } from '../../../locales/ko-notices';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotice } from '../api/get-notice';
import { DateText } from '../../../components/ui/date-text';
import { NoticeImages } from '../components/notice-images';

/** /notice/{id} and /notice/detail?id=&from (spec §2). */
export function NoticeDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = positiveId(params.id ?? search.get('id'));
  const back = returnPath(search.get('from'), paths.notices);
  const notice = useNotice(id);
  const remove = useDeleteNotice();
  const { isAdmin } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();

  if (id === null) return <Message text={koNotices.invalidAccess} back={paths.notices} />;
  if (notice.isPending) return <Message text={ko.common.loading} back={back} quiet />;
  if (notice.isError) {
    const notFound = notice.error instanceof ApiError && notice.error.status === 404;
    return (
      <Message
        text={notFound ? koNotices.notFound : errorMessage(notice.error, ko.common.genericError)}
        back={back}
      />
    );
  }

  const onDelete = async () => {
    if (!(await dialogs.confirm(koNotices.deleteConfirm))) return;
    try {
      await remove.mutateAsync(id);
      await navigate(paths.notices);
    } catch (error) {
      const denied = error instanceof ApiError && error.status === 403;
      await dialogs.alert(
        denied ? koNotices.noDeletePermission : errorMessage(error, koNotices.deleteFailed),
      );
    }
  };

  const n = notice.data;
  return (
    <div className={pageStyles.page}>
      <article className={styles.article}>
        <h1 className={styles.articleTitle}>{n.title}</h1>
        <dl className={styles.meta}>
          <div>
            <dt>{koNotices.author}</dt>
            <dd>{n.author}</dd>
          </div>
          <div>
            <dt>{koNotices.createdAt}</dt>
            <dd>
              <DateText value={n.createdAt} withTime />
            </dd>
          </div>
          <div>
            <dt>{koNotices.views}</dt>
            <dd>{n.views}</dd>
          </div>
        </dl>
        <div className={styles.body}>{n.content}</div>
        <NoticeImages files={n.files} />
      </article>
      <div className={styles.actions}>
        <Link className={styles.backLink} to={back}>
          {koNotices.toList}
        </Link>
        {isAdmin && (
          <>
            <Link className={styles.writeLink} to={paths.noticeEdit(n.id)}>
              {koNotices.edit}
            </Link>
            <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
              {koNotices.delete}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function Message({ text, back, quiet }: { text: string; back: string; quiet?: boolean }) {
  return (
    <div className={pageStyles.page}>
      {/* Every page has one h1, this state too (issue 19). */}
      <h1 className="visually-hidden">{ko.nav.notices}</h1>
      <p className={styles.message} role={quiet ? 'status' : 'alert'}>
        {text}
      </p>
      <div className={`${styles.actions} ${styles.actionsStart}`}>
        <Link className={styles.backLink} to={back}>
          {koNotices.toList}
        </Link>
      </div>
    </div>
  );
}
