import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { ProfileSummary } from '../../../components/ui/profile-summary';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koMypage } from '../../../locales/ko-mypage';
import { koNotifications } from '../../../locales/ko-notifications';
import { koReports } from '../../../locales/ko-reports';
import { koConversations } from '../../../locales/ko-conversations';
import { meQueryOptions } from '../../auth';
import { NotificationList } from '../../notifications';
import { ClaimPrompt } from '../../reports';
import { MySightings } from '../../sightings';
import { SavedDogsTab, SavedSearchesTab } from '../../saved';
import { koSaved } from '../../../locales/ko-saved';
import { koPets } from '../../../locales/ko-pets';
import { PetsTab } from '../../pets';
import { useUnreadMessages } from '../../conversations';
import { myInquiriesQueryOptions, myReportsQueryOptions } from '../api/get-my-activity';
import { ActivityList } from '../components/activity-list';
import styles from './mypage-page.module.css';

const countOf = (total: number | undefined) => (total === undefined ? '-' : koMypage.count(total));

/** Spec §2 My page: the profile, counts, and tabs of the member's reports, inquiries and alerts. */
export function MypagePage() {
  const me = useQuery(meQueryOptions());
  const reports = useQuery(myReportsQueryOptions());
  const inquiries = useQuery(myInquiriesQueryOptions());
  const unreadMessages = useUnreadMessages(true).data ?? 0;
  // The tab is in the URL so the header's bell can open the notifications directly.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'reports';

  if (me.isPending) return <p className={pageStyles.page}>{ko.common.loading}</p>;
  if (me.isError) {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{koMypage.title}</h1>
        <p role="alert">{koMypage.loadFailure}</p>
      </div>
    );
  }
  const user = me.data;
  // The member's own reports come first: on a phone they are on the first screen, and on a
  // desktop the profile stands beside them (issue 27).
  return (
    <div className={`${pageStyles.page} ${styles.layout}`}>
      <h1 className={`${pageStyles.title} ${styles.title}`}>{koMypage.title}</h1>
      <div className={styles.activity}>
        <ClaimPrompt />
        <Tabs
          label={koMypage.tabs}
          value={tab}
          onValueChange={(value) => setParams({ tab: value }, { replace: true })}
          tabs={[
            {
              value: 'reports',
              label: koMypage.myReports,
              content: (
                <ActivityList
                  label={koMypage.myReports}
                  status={reports.status}
                  empty={koMypage.noReports}
                  rows={reports.data?.content.map((r) => ({
                    id: r.id,
                    to: paths.reportView(r.id),
                    title: r.dogName || koReports.nameless,
                    date: r.createdAt,
                  }))}
                />
              ),
            },
            {
              value: 'inquiries',
              label: koMypage.myInquiries,
              content: (
                <ActivityList
                  label={koMypage.myInquiries}
                  status={inquiries.status}
                  empty={koMypage.noInquiries}
                  rows={inquiries.data?.content.map((q) => ({
                    id: q.id,
                    to: `${paths.inquiryDetail}?id=${q.id}&from=mypage`,
                    title: q.title,
                    date: q.createdAt,
                  }))}
                />
              ),
            },
            { value: 'sightings', label: koMypage.mySightings, content: <MySightings /> },
            { value: 'pets', label: koPets.tab, content: <PetsTab /> },
            { value: 'saved-dogs', label: koSaved.dogsTab, content: <SavedDogsTab /> },
            { value: 'searches', label: koSaved.searchesTab, content: <SavedSearchesTab /> },
            { value: 'notifications', label: koNotifications.tab, content: <NotificationList /> },
          ]}
        />
      </div>
      <ProfileSummary
        title={koMypage.profile}
        items={[
          { label: koMypage.userid, value: user.userid },
          { label: koMypage.nickname, value: user.nickname || '-' },
          { label: koMypage.email, value: user.email },
          { label: koMypage.createdAt, value: formatDate(user.createdAt) },
          { label: koMypage.reportCount, value: countOf(reports.data?.totalElements) },
          { label: koMypage.inquiryCount, value: countOf(inquiries.data?.totalElements) },
        ]}
        actions={
          <>
            <Link to={paths.messages} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {koConversations.unreadTotal(unreadMessages)}
            </Link>
            <Link
              to={paths.mypageEdit}
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            >
              {koMypage.edit}
            </Link>
          </>
        }
      />
    </div>
  );
}
