import { useState } from 'react';
import { Link } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import { DialogClose, FormDialog } from '../../../components/ui/form-dialog';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { paths } from '../../../config/paths';
import { koConversations as t } from '../../../locales/ko-conversations';
import { useStartConversation } from '../api/start-conversation';
import { MessageForm } from './message-form';

type Props = {
  lostReportId: number;
  sightingId: number;
  /** A visitor finder's private-link header; a member needs none. */
  headers?: Record<string, string>;
  /** The trigger's accessible name where several share a screen. */
  triggerLabel?: string;
};

/**
 * "메시지 보내기" between a lost report and a sighting: the first message, written in a small
 * dialog, then a link to the conversation (ADR 137).
 */
export function StartConversationDialog({
  lostReportId,
  sightingId,
  headers,
  triggerLabel,
}: Props) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState<{ id: number; message: string }>();
  const start = useStartConversation();
  return (
    <FormDialog
      trigger={{ text: t.start, label: triggerLabel }}
      title={t.startTitle}
      description={t.startHelp}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setStarted(undefined);
      }}
    >
      {started ? (
        <>
          <p role="status">{started.message}</p>
          <div className={dialogStyles.actions}>
            <DialogClose className={dialogStyles.secondary}>{t.cancel}</DialogClose>
            <Link
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              to={paths.conversation(started.id)}
            >
              {t.openConversation}
            </Link>
          </div>
        </>
      ) : (
        <MessageForm
          busy={start.isPending}
          onSend={async (body) =>
            setStarted(await start.mutateAsync({ lostReportId, sightingId, body, headers }))
          }
        />
      )}
    </FormDialog>
  );
}
