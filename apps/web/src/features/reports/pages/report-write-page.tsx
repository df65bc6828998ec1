import { useLocation, useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { ApiError, uploadErrorMessage } from '../../../lib/api-client';
import { loginAfter } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { koAuth } from '../../../locales/ko-auth';
import { koReports } from '../../../locales/ko-reports';
import { useCreateReport } from '../api/create-report';
import { ReportForm } from '../components/report-form';
import { emptyReportForm } from '../components/use-report-form';
import { PostFormPage } from '../../../components/ui/post-form-page';
import { VisitorReportWrite } from './visitor-report-write';

/**
 * /report/write: a member's report is public at once; a visitor's waits for the mailed link
 * (issue 39 item 2, ADR 243).
 */
export function ReportWritePage() {
  const { user } = useSession();
  return user ? <MemberReportWrite nickname={user.nickname} /> : <VisitorReportWrite />;
}

function MemberReportWrite({ nickname }: { nickname: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  const create = useCreateReport();

  const submit = async (form: FormData) => {
    try {
      const { id } = await create.mutateAsync(form);
      // The member sees the report at once, on its own page (issue 19 item 7); the board,
      // newest first, is one tap away from there.
      void navigate(paths.reportView(id, paths.reports), { replace: true });
    } catch (error) {
      // Spec §8: an expired session goes back to /login; any other failure asks to check the input.
      if (error instanceof ApiError && error.status === 401) {
        await dialogs.alert(koAuth.sessionExpired);
        void navigate(loginAfter(location));
        return;
      }
      await dialogs.alert(uploadErrorMessage(error, koReports.createFailed));
      throw error;
    }
  };

  return (
    <PostFormPage title={koReports.writeTitle}>
      <ReportForm
        initial={emptyReportForm}
        author={nickname}
        submitLabel={koReports.submitCreate}
        busy={create.isPending}
        onSubmit={submit}
        onCancel={() => void navigate(paths.reports)}
      />
    </PostFormPage>
  );
}
