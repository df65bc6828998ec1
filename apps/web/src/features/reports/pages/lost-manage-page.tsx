import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koReports } from '../../../locales/ko-reports';
import { FamilyMessages } from '../../conversations';
import { NeighboursTold } from '../../neighbours';
import { positiveId } from '../../../lib/return-path';
import { useConfirmOnce } from '../../../lib/use-confirm-once';
import { reportKeys } from '../api/keys';
import { confirmVisitorReport } from '../api/visitor-report';
import { CloseReportDialog } from '../components/close-report-dialog';
import { EditByLink } from '../components/edit-by-link';

/**
 * /lost/manage?token=: the link mailed to a visitor who reported a lost dog (ADR 243). Opening
 * it publishes the report (again, harmlessly) and takes the token out of the address, so it
 * leaves no trace in history or a screenshot; then the report is one tap away, and so are
 * its edit and 찾았어요, which ends the link, and the finders' messages (ADR 258).
 */
export function LostManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A message mail's link names its conversation: kept as the address loses it.
  const [conversation] = useState(() => positiveId(params.get('conversation')));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ id: number; message: string; token: string }>();
  const [closed, setClosed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();

  useConfirmOnce(
    token,
    confirmVisitorReport,
    async ({ id, message }) => {
      setAnswer({ id, message, token });
      await queryClient.invalidateQueries({ queryKey: reportKeys.all });
      void navigate(paths.lostManage, { replace: true });
    },
    (error) => {
      setFailure(errorMessage(error, koReports.notFound));
      void navigate(paths.lostManage, { replace: true });
    },
  );

  const invalid = failure ?? (token || answer ? undefined : koReports.notFound);
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{koReports.manageTitle}</h1>
        {invalid && <p role="alert">{invalid}</p>}
        {answer && (
          <>
            <p role="status">
              {closed ? koReports.manageClosed : saved ? koReports.updated : answer.message}
            </p>
            {!closed && <NeighboursTold reportId={answer.id} token={answer.token} />}
            <Link to={paths.reportView(answer.id)}>{koReports.manageView}</Link>
            {!closed && <EditByLink token={answer.token} onSaved={() => setSaved(true)} />}
            {!closed && (
              <CloseReportDialog
                reportId={answer.id}
                token={answer.token}
                onClosed={() => setClosed(true)}
              />
            )}
          </>
        )}
        {!invalid && !answer && <p role="status">{koReports.manageConfirming}</p>}
      </section>
      {answer && !closed && (
        <FamilyMessages token={answer.token} reportId={answer.id} openFirst={conversation} />
      )}
    </div>
  );
}
