import { MESSAGE_MAX, messageBodySchema } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { koConversations as t } from '../../../locales/ko-conversations';
import styles from './conversations.module.css';

type Props = {
  /** Sends the text; a rejection's message is shown under the field. */
  onSend: (body: string) => Promise<unknown>;
  busy: boolean;
  submitLabel?: string;
};

/** Writing a message: at most MESSAGE_MAX characters, checked as the server checks it. */
export function MessageForm({ onSend, busy, submitLabel = t.send }: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageBodySchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await onSend(parsed.data.body);
      setBody('');
    } catch (failure) {
      setError(errorMessage(failure, t.sendFailed));
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label={t.body}
        placeholder={t.placeholder}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={body}
        error={error}
        onChange={(e) => {
          setBody(e.target.value);
          setError(undefined);
        }}
      />
      <div className={styles.formFoot}>
        <span className={formStyles.hint}>{t.counter(body.length)}</span>
        <Button type="submit" disabled={busy}>
          {busy ? t.sending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
