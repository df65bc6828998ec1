import type { MatchCandidate, ReportCloseReason } from '@chajul/contracts';
import { REPORT_CLOSE_REASONS } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { RadioField } from '../../../components/ui/radio-field';
import { koReports } from '../../../locales/ko-reports';

/** The way a candidate suggests: a shelter dog came from a shelter, a neighbour's post by us. */
const suggested = (candidate: MatchCandidate): ReportCloseReason =>
  candidate.source === 'SHELTER' ? 'SHELTER' : 'SITE_FINDER';

/**
 * 찾았어요 on a candidate asks how the dog came home, as the report's own 찾았어요 does
 * (issue 38 item 17): the candidate's way is chosen first, and the owner may pick another.
 */
export function FoundHowDialog({
  candidate,
  busy,
  failure,
  onCancel,
  onSubmit,
}: {
  candidate: MatchCandidate;
  busy: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSubmit: (reason: ReportCloseReason) => void;
}) {
  const [reason, setReason] = useState<ReportCloseReason>(suggested(candidate));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={koReports.closeTitle}
      description={koReports.closeHelp}
    >
      <form onSubmit={submit} noValidate>
        <FormError message={failure} />
        <RadioField
          legend={koReports.closeReason}
          name="foundHow"
          options={REPORT_CLOSE_REASONS}
          labels={koReports.closeReasonLabels}
          value={reason}
          onChange={setReason}
        />
        <DialogActions texts={koReports} submit={koReports.closeSubmit} busy={busy} />
      </form>
    </FormDialog>
  );
}
