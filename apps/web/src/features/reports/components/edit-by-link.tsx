import type { Report } from '@chajul/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { uploadErrorMessage } from '../../../lib/api-client';
import { koReports } from '../../../locales/ko-reports';
import { reportKeys } from '../api/keys';
import { getReportByLink, updateReportByLink } from '../api/visitor-report';
import styles from './report-form.module.css';
import { ReportForm } from './report-form';
import { valuesOf } from './use-report-form';

/**
 * A visitor's edit by the mailed link (ADR 243): the report as its author sees it, read by the
 * link, in the members' form; saved by the link too.
 */
export function EditByLink({ token, onSaved }: { token: string; onSaved: () => void }) {
  const [report, setReport] = useState<Report>();
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();

  const open = async () => {
    try {
      setReport(await getReportByLink(token));
    } catch (error) {
      await dialogs.alert(uploadErrorMessage(error, koReports.loadPostFailed));
    }
  };

  const submit = async (form: FormData) => {
    setBusy(true);
    try {
      form.delete('phoneVisibility');
      await updateReportByLink(token, form);
      await queryClient.invalidateQueries({ queryKey: reportKeys.all });
      setReport(undefined);
      onSaved();
    } catch (error) {
      await dialogs.alert(uploadErrorMessage(error, koReports.editFailed));
      throw error;
    } finally {
      setBusy(false);
    }
  };

  if (!report) {
    return (
      <Button variant="secondary" onClick={() => void open()}>
        {koReports.submitEdit}
      </Button>
    );
  }
  return (
    <ReportForm
      initial={valuesOf(report)}
      author=""
      storedPhotos={report.photos}
      submitLabel={koReports.submitEdit}
      busy={busy}
      onSubmit={submit}
      onCancel={() => setReport(undefined)}
      visitor={<p className={styles.hint}>{koReports.manageEditHint}</p>}
    />
  );
}
