import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { ProfileSummary } from '../../../components/ui/profile-summary';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { positiveId } from '../../../lib/return-path';
import { ko } from '../../../locales/ko';
import { koAdmin } from '../../../locales/ko-admin';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUser, useAdminUserInquiries, useAdminUserReports } from '../api/get-admin-user';
import { DateText } from '../../../components/ui/date-text';
import { ActivityList } from '../components/activity-list';
import styles from './admin-user-page.module.css';

const t = koAdmin;

/** /adminpage/users/{id}: a member's profile, their inquiries and reports, and delete. */
export function AdminUserPage() {
  const id = positiveId(useParams().id ?? null) ?? 0;
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const member = useAdminUser(id);
  const remove = useDeleteAdminUser();
  const [inquiryPage, setInquiryPage] = useState(0);
  const [reportPage, setReportPage] = useState(0);
  const inquiries = useAdminUserInquiries(id, inquiryPage);
  const reports = useAdminUserReports(id, reportPage);
  const back = () => void navigate(paths.adminpage);
  // The server refuses an admin's own deletion (400); the button is not offered at all.
  const isSelf = useSession().user?.userid === member.data?.userid;

  const onDelete = async () => {
    if (!(await dialogs.confirm(t.deleteMemberConfirm))) return;
    try {
      await remove.mutateAsync(id);
      // The toast stays over the list the admin goes back to (issue 38 item 17).
      dialogs.notify(t.memberDeleted);
      back();
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.deleteFailure));
    }
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{ko.pageTitles.adminMember}</h1>
      {member.isPending && <p>{ko.common.loading}</p>}
      {member.isError && (
        <p role="alert" className={formStyles.formError}>
          {t.memberLoadFailure}
        </p>
      )}
      {member.isSuccess && (
        <ProfileSummary
          title={member.data.userid}
          items={[
            { label: t.id, value: member.data.id },
            { label: t.userid, value: member.data.userid },
            { label: t.nickname, value: member.data.nickname || '-' },
            { label: t.email, value: member.data.email },
            { label: t.inquiryCount, value: member.data.inquiryCount },
            { label: t.reportCount, value: member.data.lostReportCount },
            { label: t.createdAt, value: <DateText value={member.data.createdAt} /> },
          ]}
          actions={
            isSelf ? (
              <p className={styles.self}>{t.selfNote}</p>
            ) : (
              <Button variant="danger" disabled={remove.isPending} onClick={() => void onDelete()}>
                {t.deleteMember}
              </Button>
            )
          }
        />
      )}
      {member.isSuccess && (
        <div className={styles.lists}>
          <section aria-labelledby="member-inquiries">
            <h2 id="member-inquiries" className={styles.heading}>
              {t.memberInquiries}
            </h2>
            <ActivityList
              label={t.memberInquiries}
              status={inquiries.status}
              failure={t.inquiryListFailure}
              empty={t.noInquiries}
              rows={inquiries.data?.content.map((q) => ({
                id: q.id,
                to: `${paths.inquiryDetail}?id=${q.id}`,
                title: q.title,
                date: q.createdAt,
              }))}
            />
            <Pagination
              page={inquiryPage}
              totalPages={inquiries.data?.totalPages ?? 0}
              onChange={setInquiryPage}
            />
          </section>
          <section aria-labelledby="member-reports">
            <h2 id="member-reports" className={styles.heading}>
              {t.memberReports}
            </h2>
            <ActivityList
              label={t.memberReports}
              status={reports.status}
              failure={t.reportListFailure}
              empty={t.noReports}
              rows={reports.data?.content.map((r) => ({
                id: r.id,
                to: paths.reportViewDetail(r.id),
                title: r.title,
                date: r.createdAt,
              }))}
            />
            <Pagination
              page={reportPage}
              totalPages={reports.data?.totalPages ?? 0}
              onChange={setReportPage}
            />
          </section>
        </div>
      )}
      <Button variant="secondary" onClick={back}>
        {t.back}
      </Button>
    </div>
  );
}
