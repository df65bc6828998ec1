import { reportImageUrl } from '@chajul/contracts';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { FlagButton } from '../../../components/ui/flag-dialog';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { koAuth } from '../../../locales/ko-auth';
import { koReports } from '../../../locales/ko-reports';
import { FoundShelter, ReportMatches } from '../../matches';
import { useDeleteReport } from '../api/delete-report';
import { useReport } from '../api/get-report';
import { listPathFor } from '../components/back-target';
import { CloseReportDialog } from '../components/close-report-dialog';
import { NeighboursTold } from '../../neighbours';
import { FoundNextSteps } from '../components/found-next-steps';
import { ReportDetails } from '../components/report-details';
import { ReportShare } from '../components/report-share';
import { ReportSightings } from '../components/report-sightings';
import { useReportParams } from '../components/use-report-id';
import list from '../../../components/ui/post-list.module.css';
import pages from '../../../components/ui/post-pages.module.css';
import styles from './report-pages.module.css';

const deleteFailureMessage = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return koReports.deleteForbidden;
  if (error instanceof ApiError && error.status === 401) return koAuth.loginRequired;
  return koReports.deleteFailed;
};

/** /report/view?id=&from (and /report/view/detail from the admin screens). */
export function ReportViewPage() {
  const { id, from } = useReportParams();
  const report = useReport(id);
  const remove = useDeleteReport();
  const { user, isAdmin } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const back = listPathFor(from);

  if (id !== undefined && report.isPending) {
    return <p className={pages.loading}>{ko.common.loading}</p>;
  }
  if (!report.data) {
    return (
      <div className={`${pages.viewPage} ${styles.viewPage}`}>
        <h1 className="visually-hidden">{ko.pageTitles.reportView}</h1>
        <p className={pages.empty} role="status">
          {koReports.notFound}
        </p>
        <Link to={back} className={list.secondaryLink}>
          {koReports.backToList}
        </Link>
      </div>
    );
  }

  const data = report.data;
  // The server decides from the login who wrote it; no login ID is shown to anyone (ADR 093).
  const isAuthor = user !== null && data.isAuthor;
  const found = data.status === 'FOUND';
  const onDelete = async () => {
    if (!(await dialogs.confirm(koReports.deleteConfirm))) return;
    try {
      await remove.mutateAsync(data.id);
      void navigate(back);
    } catch (error) {
      await dialogs.alert(deleteFailureMessage(error));
    }
  };

  return (
    <div className={`${pages.viewPage} ${styles.viewPage}`}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{data.title}</h1>
        {found && (
          <p className={styles.closed} role="status">
            {koReports.closedNotice}
          </p>
        )}
        {isAuthor && !found && <NeighboursTold reportId={data.id} />}
        <ReportDetails report={data} />
        {(isAuthor || isAdmin) && <ReportMatches reportId={data.id} canAnswer={isAuthor} />}
        <ReportSightings report={data} />
        {/* A found dog needs no more spreading of the word, but what to do next (issue 26). */}
        {found ? (
          <FoundNextSteps
            reason={data.closedReason}
            shelterContact={
              isAuthor && data.closedReason === 'SHELTER' ? (
                <FoundShelter reportId={data.id} />
              ) : undefined
            }
          />
        ) : (
          <ReportShare
            id={data.id}
            title={data.title}
            placeLost={data.placeLost}
            imageUrl={reportImageUrl(data.imagePath)}
            phoneVisibility={data.phoneVisibility}
          />
        )}
        <div className={pages.actions}>
          <Link to={back} className={list.secondaryLink}>
            {koReports.backToList}
          </Link>
          <div className={pages.actionGroup} role="group" aria-label={koReports.manage}>
            {!data.isAuthor && <FlagButton targetType="LOST_REPORT" targetId={data.id} />}
            {isAuthor && !found && <CloseReportDialog reportId={data.id} />}
            {isAuthor && (
              <Link to={paths.reportEdit(data.id, from)} className={list.primaryLink}>
                {koReports.edit}
              </Link>
            )}
            {(isAuthor || isAdmin) && (
              <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
                {koReports.delete}
              </Button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
