import type { FlagTarget } from '@chajul/contracts';
import { FLAG_REASONS, flagBodySchema, okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { koFlags } from '../../locales/ko-flags';
import { Button } from './button';
import { useDialogs } from './dialog-provider';
import formStyles from './form.module.css';
import { DialogActions, FormDialog } from './form-dialog';
import { RadioGroup } from './radio-group';
import { TextAreaField } from './text-area-field';

type Target = {
  targetType: FlagTarget;
  targetId: number;
  /** A visitor's private-link header, for a message only its parties may flag (ADR 138). */
  headers?: Record<string, string>;
};
type Errors = { reason?: string; detail?: string; form?: string };

const FLAG_DETAIL_ROWS = 4;
const reasons = FLAG_REASONS.map((r) => ({ value: r, label: koFlags.reasonLabel[r] }));

/**
 * "신고하기" for a lost report, a sighting or a message (issue 25, ADR 138): one of the four
 * reasons and an optional note, POST /api/flags. Anyone may flag; the server decides what they
 * may see. The server's answer (received, or already flagged) is said in an alert after.
 */
export function FlagDialog({
  open,
  onOpenChange,
  ...target
}: Target & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const dialogs = useDialogs();
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation({
    mutationFn: (body: unknown) =>
      api('/api/flags', {
        method: 'POST',
        body,
        schema: okResponseSchema,
        headers: target.headers,
      }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { targetType, targetId } = target;
    const parsed = flagBodySchema.safeParse({ targetType, targetId, reason, detail });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'detail' ? 'detail' : 'reason';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    try {
      const answer = await send.mutateAsync(parsed.data);
      onOpenChange(false);
      dialogs.notify(answer.message);
    } catch (error) {
      setErrors({ form: errorMessage(error, koFlags.failed) });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={koFlags.title}
      description={koFlags.help}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        {errors.form && (
          <p className={formStyles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <RadioGroup
          legend={koFlags.reason}
          name="flag-reason"
          options={reasons}
          value={reason}
          required
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
        />
        <TextAreaField
          label={koFlags.detail}
          rows={FLAG_DETAIL_ROWS}
          maxLength={500}
          value={detail}
          error={errors.detail}
          onChange={(e) => setDetail(e.target.value)}
        />
        <DialogActions
          texts={{ cancel: koFlags.cancel, submitting: koFlags.sending }}
          submit={koFlags.send}
          busy={send.isPending}
        />
      </form>
    </FormDialog>
  );
}

/** The "신고하기" button and its dialog, for a page that shows one item. */
export function FlagButton(
  props: Target & {
    className?: string;
    /** A fuller name where several sit together. */ label?: string;
  },
) {
  const [open, setOpen] = useState(false);
  const { className, label, ...target } = props;
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {koFlags.open}
      </Button>
      {open && <FlagDialog {...target} open onOpenChange={setOpen} />}
    </>
  );
}
