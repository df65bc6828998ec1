import { messageBodySchema } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koSightings } from '../../../locales/ko-sightings';
import { useStartConversation } from '../api/start-conversation';
import list from '../../../components/ui/post-list.module.css';
import styles from './sightings.module.css';

const MESSAGE_ROWS = 5;

/**
 * The finder's first message to a possible family (ADR 137). Once sent, the dialog says so
 * and leads to the conversation on the messages page.
 */
export function MessageDialog({
  sightingId,
  lostReportId,
  title,
  onClose,
}: {
  sightingId: number;
  lostReportId: number;
  title: string;
  onClose: () => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const start = useStartConversation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageBodySchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await start.mutateAsync({ sightingId, lostReportId, body: parsed.data.body });
    } catch (e) {
      setFailure(errorMessage(e, koSightings.messageFailed));
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={koSightings.messageTitle(title)}
      description={koSightings.messageHelp}
    >
      {start.data ? (
        <div className={styles.sent}>
          <p role="status">{start.data.message}</p>
          <Link
            to={paths.conversation(start.data.id)}
            className={`${list.primaryLink} ${styles.primaryLink}`}
          >
            {koSightings.openConversation}
          </Link>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormError message={failure} />
          <TextAreaField
            label={koSightings.messageBody}
            rows={MESSAGE_ROWS}
            maxLength={1000}
            value={body}
            error={error}
            onChange={(e) => {
              setBody(e.target.value);
              setError(undefined);
            }}
          />
          <DialogActions
            texts={koSightings}
            submit={koSightings.messageSend}
            busy={start.isPending}
          />
        </form>
      )}
    </FormDialog>
  );
}
