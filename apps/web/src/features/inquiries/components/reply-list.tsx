import type { InquiryReply } from '@chajul/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { ko } from '../../../locales/ko';
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
      await dialogs.alert(ko.inquiries.replyCreateFailed);
      return false;
    }
  };

  // Spec §8: a failure to load the replies is ignored; the inquiry still shows.
  const list = replies.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="replies-title">
      <h2 id="replies-title">{ko.inquiries.replies}</h2>
      {list.length === 0 ? (
        replies.isSuccess && <p className={styles.empty}>{ko.inquiries.noReplies}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((reply) => (
            <ReplyItem key={reply.id} inquiryId={inquiryId} reply={reply} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
      {isAdmin && (
        <ReplyEditor
          label={ko.inquiries.replyLabel}
          hint={ko.inquiries.replyPlaceholder}
          submitLabel={ko.inquiries.replySubmit}
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
      await dialogs.alert(ko.inquiries.replyEditFailed);
      return false;
    }
  };
  const onDelete = async () => {
    if (!(await dialogs.confirm(ko.inquiries.replyDeleteConfirm))) return;
    try {
      await remove.mutateAsync(reply.id);
    } catch {
      await dialogs.alert(ko.inquiries.replyDeleteFailed);
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
          label={ko.inquiries.replyEditLabel}
          initial={reply.content}
          hint={ko.inquiries.replyEditHint}
          submitLabel={ko.inquiries.replySave}
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
            {ko.inquiries.replyEdit}
          </Button>
          <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
            {ko.inquiries.replyDelete}
          </Button>
        </div>
      )}
    </li>
  );
}
