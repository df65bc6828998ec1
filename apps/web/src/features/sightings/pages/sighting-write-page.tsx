import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { koSightings } from '../../../locales/ko-sightings';
import { useCreateSighting } from '../api/create-sighting';
import { useFormToken } from '../api/get-form-token';
import { AnsweredReport } from '../components/answered-report';
import { ConfirmationSent } from '../components/confirmation-sent';
import { SightingForm } from '../components/sighting-form';
import { emptySightingForm } from '../components/use-sighting-form';
import { useSightingParams } from '../components/use-sighting-params';
import { PostFormPage } from '../../../components/ui/post-form-page';
import type { ViewNotice } from './sighting-view-page';

/**
 * /sighting/write?kind=&lostReportId=: anyone may post (ADR 135). A member's sighting is
 * public at once and opens; a visitor's waits for the link in the confirmation mail.
 */
export function SightingWritePage() {
  const { isLoggedIn } = useSession();
  const { kind, lostReportId } = useSightingParams();
  const navigate = useNavigate();
  const create = useCreateSighting();
  const token = useFormToken(!isLoggedIn);
  const [sent, setSent] = useState<{ message: string; email: string }>();

  if (sent) return <ConfirmationSent {...sent} />;

  const submit = async (form: FormData) => {
    const answer = await create.mutateAsync(form);
    const state: ViewNotice = { notice: answer.message };
    if (answer.published) void navigate(paths.sightingView(answer.id), { replace: true, state });
    else setSent({ message: answer.message, email: String(form.get('email') ?? '') });
  };

  return (
    <PostFormPage title={koSightings.writeTitle}>
      <SightingForm
        initial={emptySightingForm(kind)}
        visitor={
          isLoggedIn ? undefined : { formToken: token.data, onStale: () => void token.refetch() }
        }
        intro={lostReportId !== undefined && <AnsweredReport id={lostReportId} />}
        lostReportId={lostReportId}
        submitLabel={koSightings.submitCreate}
        failed={koSightings.createFailed}
        busy={create.isPending}
        onSubmit={submit}
        onCancel={() => void navigate(paths.sightings)}
      />
    </PostFormPage>
  );
}
