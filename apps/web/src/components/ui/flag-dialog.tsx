import type { FlagReason, FlagTarget } from '@chajul/contracts';
import { FLAG_REASONS, flagBodySchema, okResponseSchema } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { koModeration as t } from '../../locales/ko-moderation';
import { Button } from './button';
import { useDialogs } from './dialog-provider';
import styles from './dialog.module.css';
import { DialogClose, FormDialog } from './form-dialog';
import { RadioField } from './radio-field';
import { TextAreaField } from './text-area-field';

const DETAIL_MAX = 500;

type Props = {
  targetType: FlagTarget;
  targetId: number;
  /** The trigger's accessible name where several flag buttons share a screen. */
  triggerLabel?: string;
  /** A visitor finder's private-link header, for a message of their conversation. */
  headers?: Record<string, string>;
};

/**
 * "신고하기": anyone flags a report, a sighting or a message with one of the four reasons and
 * an optional note (POST /api/flags, ADR 138); the server's answer is shown once sent.
 */
export function FlagDialog({ targetType, targetId, triggerLabel, headers }: Props) {
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason | ''>('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setDetail('');
      setError(undefined);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = flagBodySchema.safeParse({ targetType, targetId, reason, detail });
    if (!body.success) return setError(body.error.issues[0]?.message);
    setBusy(true);
    try {
      const answer = await api('/api/flags', {
        method: 'POST',
        body: body.data,
        schema: okResponseSchema,
        headers,
      });
      reset(false);
      await dialogs.alert(answer.message);
    } catch (failure) {
      setError(errorMessage(failure, t.flagFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      trigger={t.flag}
      triggerLabel={triggerLabel}
      triggerVariant="ghost"
      title={t.flagTitle}
      description={t.flagHelp}
      open={open}
      onOpenChange={reset}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <RadioField
          legend={t.reason}
          name="reason"
          options={FLAG_REASONS}
          labels={t.reasonLabel}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
        <TextAreaField
          label={t.detail}
          placeholder={t.detailPlaceholder}
          rows={3}
          maxLength={DETAIL_MAX}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <DialogClose className={styles.secondary}>{t.cancel}</DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
