import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { ProfileSummary } from '../../../components/ui/profile-summary';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { meQueryOptions } from '../../auth/api/get-me';
import { NotificationList } from '../../matches/components/notification-list';
import { myInquiriesQueryOptions, myReportsQueryOptions } from '../api/get-my-activity';
import { ActivityList } from '../components/activity-list';

const countOf = (total: number | undefined) => (total === undefined ? '-' : ko.mypage.count(total));

/** Spec §2 My page: the profile, counts, and tabs of the member's reports, inquiries and alerts. */
export function MypagePage() {
  const me = useQuery(meQueryOptions());
  const reports = useQuery(myReportsQueryOptions());
  const inquiries = useQuery(myInquiriesQueryOptions());
  // The tab is in the URL so the header's bell can open the notifications directly.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'reports';

  if (me.isPending) return <p className={pageStyles.page}>{ko.common.loading}</p>;
  if (me.isError) {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{ko.mypage.title}</h1>
        <p role="alert">{ko.mypage.loadFailure}</p>
      </div>
    );
  }
  const user = me.data;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{ko.mypage.title}</h1>
      <ProfileSummary
        title={ko.mypage.profile}
        items={[
          { label: ko.mypage.userid, value: user.userid },
          { label: ko.mypage.nickname, value: user.nickname || '-' },
          { label: ko.mypage.email, value: user.email },
          { label: ko.mypage.createdAt, value: formatDate(user.createdAt) },
          { label: ko.mypage.reportCount, value: countOf(reports.data?.totalElements) },
          { label: ko.mypage.inquiryCount, value: countOf(inquiries.data?.totalElements) },
        ]}
        actions={
          <Link
            to={paths.mypageEdit}
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          >
            {ko.mypage.edit}
          </Link>
        }
      />
      <Tabs
        label={ko.mypage.tabs}
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        tabs={[
          {
            value: 'reports',
            label: ko.mypage.myReports,
            content: (
              <ActivityList
                label={ko.mypage.myReports}
                status={reports.status}
                empty={ko.mypage.noReports}
                rows={reports.data?.content.map((r) => ({
                  id: r.id,
                  to: paths.reportView(r.id),
                  title: r.dogName || ko.reports.nameless,
                  date: r.createdAt,
                }))}
              />
            ),
          },
          {
            value: 'inquiries',
            label: ko.mypage.myInquiries,
            content: (
              <ActivityList
                label={ko.mypage.myInquiries}
                status={inquiries.status}
                empty={ko.mypage.noInquiries}
                rows={inquiries.data?.content.map((q) => ({
                  id: q.id,
                  to: `${paths.inquiryDetail}?id=${q.id}&from=mypage`,
                  title: q.title,
                  date: q.createdAt,
                }))}
              />
            ),
          },
          { value: 'notifications', label: ko.notifications.tab, content: <NotificationList /> },
        ]}
      />
    </div>
  );
}
