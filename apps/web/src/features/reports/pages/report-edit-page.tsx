import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { ApiError, uploadErrorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koAuth } from '../../../locales/ko-auth';
import { koReports } from '../../../locales/ko-reports';
import { useReport } from '../api/get-report';
import { useUpdateReport } from '../api/update-report';
import { ReportForm } from '../components/report-form';
import { useReportParams } from '../components/use-report-id';
import { valuesOf } from '../components/use-report-form';
import pages from '../../../components/ui/post-pages.module.css';
import { PostFormPage } from '../../../components/ui/post-form-page';

const editFailureMessage = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return koReports.editForbidden;
  if (error instanceof ApiError && error.status === 401) return koAuth.loginRequired;
  return uploadErrorMessage(error, koReports.editFailed);
};

/**
 * /report/edit?id=&from: only the author gets the form (spec §4, §8); a visitor gets the
 * log-in gate (page-table.ts).
 */
export function ReportEditPage() {
  const { id, from } = useReportParams();
  const report = useReport(id);
  const update = useUpdateReport();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const redirected = useRef(false);
  const isAuthor = report.data?.isAuthor === true;

  useEffect(() => {
    if (redirected.current) return;
    const leave = (message: string, to: string) => {
      redirected.current = true;
      void dialogs.alert(message).then(() => navigate(to, { replace: true }));
    };
    if (id === undefined || report.isError) leave(koReports.loadPostFailed, paths.reports);
    else if (report.data && !isAuthor) leave(koReports.editForbidden, paths.reportView(id, from));
  }, [id, from, report.isError, report.data, isAuthor, dialogs, navigate]);

  if (id === undefined) return null;
  if (!report.data || !isAuthor) {
    return <p className={pages.loading}>{ko.common.loading}</p>;
  }

  const submit = async (form: FormData) => {
    try {
      await update.mutateAsync({ id, form });
      void navigate(paths.reportView(id, from));
    } catch (error) {
      await dialogs.alert(editFailureMessage(error));
      throw error;
    }
  };

  return (
    <PostFormPage title={ko.pageTitles.reportEdit}>
      <ReportForm
        initial={valuesOf(report.data)}
        author={report.data.authorNickname}
        storedPhotos={report.data.photos}
        submitLabel={koReports.submitEdit}
        busy={update.isPending}
        onSubmit={submit}
        onCancel={() => void navigate(paths.reportView(id, from))}
      />
    </PostFormPage>
  );
}
