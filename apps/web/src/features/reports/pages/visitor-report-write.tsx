import { HONEYPOT_FIELD } from '@chajul/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { ApiError, uploadErrorMessage } from '../../../lib/api-client';
import { koReports } from '../../../locales/ko-reports';
import { createVisitorReport, useVisitorFormToken } from '../api/visitor-report';
import { ReportForm } from '../components/report-form';
import { emptyReportForm } from '../components/use-report-form';
import { VisitorEmail } from '../components/visitor-email';
import { PostFormPage } from '../../../components/ui/post-form-page';

/**
 * /report/write without an account (issue 39 item 2, ADR 243): the member's form, the address
 * the link goes to, and the page saying where the mail went once the server took it (202).
 */
export function VisitorReportWrite() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const token = useVisitorFormToken(true);
  const [visitor, setVisitor] = useState({ email: '', homepage: '' });
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ message: string; email: string }>();

  if (sent) return <VisitorReportSent {...sent} />;

  const submit = async (form: FormData) => {
    const email = visitor.email.trim();
    if (!email) {
      setEmailError(koReports.visitorEmailRequired);
      return;
    }
    setEmailError(undefined);
    form.set('email', email);
    form.set('formToken', token.data ?? '');
    form.set(HONEYPOT_FIELD, visitor.homepage);
    form.delete('phoneVisibility');
    setBusy(true);
    try {
      const answer = await createVisitorReport(form);
      setSent({ message: answer.message, email });
    } catch (error) {
      if (error instanceof ApiError && error.field === 'email') setEmailError(error.message);
      else await dialogs.alert(uploadErrorMessage(error, koReports.createFailed));
      // A stale or used form needs a fresh token before the next try.
      if (error instanceof ApiError && error.field === 'formToken') void token.refetch();
      throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PostFormPage title={koReports.writeTitle}>
      <ReportForm
        initial={emptyReportForm}
        author=""
        submitLabel={koReports.submitCreate}
        busy={busy}
        onSubmit={submit}
        onCancel={() => void navigate(paths.reports)}
        visitor={<VisitorEmail values={visitor} error={emailError} set={setVisitor} />}
      />
    </PostFormPage>
  );
}

/** Sent, not yet public: the server's words and where the mail went; the heading takes focus. */
function VisitorReportSent({ message, email }: { message: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card} role="status">
        <h1 ref={heading} tabIndex={-1} className={pageStyles.title}>
          {koReports.visitorSentTitle}
        </h1>
        <p>{message}</p>
        <p>{koReports.visitorSentEmail(email)}</p>
        <p>{koReports.visitorSentSpam}</p>
        <Link to={paths.reports}>{koReports.backToList}</Link>
      </section>
    </div>
  );
}
