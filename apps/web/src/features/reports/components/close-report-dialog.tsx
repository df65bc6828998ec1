import type { ReportCloseReason } from '@chajul/contracts';
import { REPORT_CLOSE_NOTE_MAX, REPORT_CLOSE_REASONS, reportCloseSchema } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { RadioField } from '../../../components/ui/radio-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { koReports as t } from '../../../locales/ko-reports';
import { useCloseReport } from '../api/close-report';

const NOTE_ROWS = 3;

/**
 * The owner's 찾았어요 (ADR 152): how the dog came home, and a note if they like. The report
 * then leaves the open lists, and the home page counts the reunion.
 */
export function CloseReportDialog({
  reportId,
  token,
  onClosed,
}: {
  reportId: number;
  /** A visitor's private link (ADR 243): the close goes by it, not by a login. */
  token?: string;
  onClosed?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportCloseReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [failure, setFailure] = useState<string>();
  const close = useCloseReport(token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportCloseSchema.safeParse({ reason: reason || undefined, note });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'reason' | 'note';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    try {
      await close.mutateAsync({ id: reportId, ...parsed.data });
      setOpen(false);
      onClosed?.();
    } catch (error) {
      setFailure(errorMessage(error, t.closeFailed));
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t.closeTitle}
      description={t.closeHelp}
      trigger={{ text: t.closeButton, variant: 'primary' }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormError message={failure} />
        <RadioField
          legend={t.closeReason}
          name="closeReason"
          options={REPORT_CLOSE_REASONS}
          labels={t.closeReasonLabels}
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
        />
        <TextAreaField
          label={t.closeNote}
          rows={NOTE_ROWS}
          maxLength={REPORT_CLOSE_NOTE_MAX}
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        <DialogActions texts={t} submit={t.closeSubmit} busy={close.isPending} />
      </form>
    </FormDialog>
  );
}
