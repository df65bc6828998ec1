import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { positiveId, returnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { koInquiries } from '../../../locales/ko-inquiries';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { useInquiry } from '../api/get-inquiry';
import { InquiryStatusBadge } from '../components/inquiry-status-badge';
import { VisibilityBadge } from '../components/visibility-badge';
import { ReplyList } from '../components/reply-list';
import { DateText } from '../../../components/ui/date-text';

/** /inquiry/{id} and /inquiry/detail?id=&from (spec §2). */
export function InquiryDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = positiveId(params.id ?? search.get('id'));
  const back = returnPath(search.get('from'), paths.inquiries);
  const inquiry = useInquiry(id);
  const remove = useDeleteInquiry();
  const { user, isAdmin } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const error = inquiry.error;
  const isPrivate = error instanceof ApiError && (error.status === 400 || error.status === 403);

  // Spec §8: a 400 or 403 means a private post: say so and go back to the list.
  useEffect(() => {
    if (!isPrivate) return;
    void (async () => {
      await dialogs.alert(koInquiries.privatePost);
      await navigate(back, { replace: true });
    })();
  }, [isPrivate, back, dialogs, navigate]);

  if (id === null) return <Message text={koInquiries.invalidId} back={back} />;
  // Behind the dialog the page still says where it is (issue 19: one h1 everywhere).
  if (isPrivate) return <Message text={koInquiries.privatePost} back={back} quiet />;
  if (inquiry.isPending) return <Message text={ko.common.loading} back={back} quiet />;
  if (inquiry.isError) {
    const missing = error instanceof ApiError && error.status === 404;
    return <Message text={missing ? koInquiries.notFound : koInquiries.listFailure} back={back} />;
  }

  const q = inquiry.data;
  // The server decides from the login who wrote it (ADR 093).
  const isAuthor = user !== null && q.isAuthor;
  const onDelete = async () => {
    if (!(await dialogs.confirm(koInquiries.deleteConfirm))) return;
    try {
      await remove.mutateAsync(q.id);
      await navigate(paths.inquiries, { replace: true });
    } catch {
      await dialogs.alert(koInquiries.deleteFailed);
    }
  };

  return (
    <div className={pageStyles.page}>
      <article className={styles.article}>
        <p className={styles.summary}>
          <VisibilityBadge isPublic={q.isPublic} /> <InquiryStatusBadge status={q.status} />
        </p>
        <h1 className={styles.articleTitle}>{q.title}</h1>
        <dl className={styles.meta}>
          <div>
            <dt>{koInquiries.author}</dt>
            <dd>{q.authorNickname}</dd>
          </div>
          <div>
            <dt>{koInquiries.createdAt}</dt>
            <dd>
              <DateText value={q.createdAt} withTime />
            </dd>
          </div>
        </dl>
        <div className={styles.body}>{q.content}</div>
      </article>
      <div className={styles.actions}>
        <Link className={styles.backLink} to={back}>
          {koInquiries.toList}
        </Link>
        {isAuthor && (
          <Link className={styles.writeLink} to={paths.inquiryEdit(q.id)}>
            {koInquiries.edit}
          </Link>
        )}
        {(isAuthor || isAdmin) && (
          <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
            {koInquiries.delete}
          </Button>
        )}
      </div>
      <ReplyList inquiryId={q.id} isAdmin={isAdmin} />
    </div>
  );
}

function Message({ text, back, quiet }: { text: string; back: string; quiet?: boolean }) {
  return (
    <div className={pageStyles.page}>
      {/* Every page has one h1, this state too (issue 19). */}
      <h1 className="visually-hidden">{ko.nav.inquiries}</h1>
      <p className={styles.message} role={quiet ? 'status' : 'alert'}>
        {text}
      </p>
      <div className={`${styles.actions} ${styles.actionsStart}`}>
        <Link className={styles.backLink} to={back}>
          {koInquiries.toList}
        </Link>
      </div>
    </div>
  );
}
