import type { InquiryReply } from '@chajul/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { koInquiries } from '../../../locales/ko-inquiries';
import { useCreateReply } from '../api/create-reply';
import { useDeleteReply } from '../api/delete-reply';
import { useReplies } from '../api/get-replies';
import { useUpdateReply } from '../api/update-reply';
import { ReplyEditor } from './reply-editor';
import styles from './replies.module.css';
import { DateText } from '../../../components/ui/date-text';

/** The admins' answers; admins also write, edit and delete them here (spec §2). */
export function ReplyList({ inquiryId, isAdmin }: { inquiryId: number; isAdmin: boolean }) {
  const replies = useReplies(inquiryId, true);
  const create = useCreateReply(inquiryId);
  const dialogs = useDialogs();

  const add = async (content: string) => {
    try {
      await create.mutateAsync(content);
      return true;
    } catch {
      await dialogs.alert(koInquiries.replyCreateFailed);
      return false;
    }
  };

  // Spec §8: a failure to load the replies is ignored; the inquiry still shows.
  const list = replies.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="replies-title">
      <h2 id="replies-title">{koInquiries.replies}</h2>
      {list.length === 0 ? (
        replies.isSuccess && <p className={styles.empty}>{koInquiries.noReplies}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((reply) => (
            <ReplyItem key={reply.id} inquiryId={inquiryId} reply={reply} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
      {isAdmin && (
        <ReplyEditor
          label={koInquiries.replyLabel}
          hint={koInquiries.replyPlaceholder}
          submitLabel={koInquiries.replySubmit}
          busy={create.isPending}
          onSave={add}
        />
      )}
    </section>
  );
}

function ReplyItem(props: { inquiryId: number; reply: InquiryReply; isAdmin: boolean }) {
  const { inquiryId, reply, isAdmin } = props;
  const [editing, setEditing] = useState(false);
  const update = useUpdateReply(inquiryId);
  const remove = useDeleteReply(inquiryId);
  const dialogs = useDialogs();

  const save = async (content: string) => {
    try {
      await update.mutateAsync({ replyId: reply.id, content });
      setEditing(false);
      return true;
    } catch {
      await dialogs.alert(koInquiries.replyEditFailed);
      return false;
    }
  };
  const onDelete = async () => {
    if (!(await dialogs.confirm(koInquiries.replyDeleteConfirm))) return;
    try {
      await remove.mutateAsync(reply.id);
    } catch {
      await dialogs.alert(koInquiries.replyDeleteFailed);
    }
  };

  return (
    <li className={styles.reply}>
      <div className={styles.replyMeta}>
        <strong>{reply.adminNickname}</strong>
        <DateText value={reply.createdAt} withTime />
      </div>
      {editing ? (
        <ReplyEditor
          label={koInquiries.replyEditLabel}
          initial={reply.content}
          hint={koInquiries.replyEditHint}
          submitLabel={koInquiries.replySave}
          busy={update.isPending}
          onSave={save}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      ) : (
        <div className={styles.replyBody}>{reply.content}</div>
      )}
      {isAdmin && !editing && (
        <div className={styles.replyActions}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {koInquiries.replyEdit}
          </Button>
          <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
            {koInquiries.replyDelete}
          </Button>
        </div>
      )}
    </li>
  );
}
