import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import formStyles from '../../components/ui/form.module.css';
import pageStyles from '../../components/ui/page.module.css';
import { ProfileSummary } from '../../components/ui/profile-summary';
import { Tabs } from '../../components/ui/tabs';
import { meQueryOptions } from '../../features/auth/api/get-me';
import { AdminDogImportsTab } from '../../features/dog-imports/components/admin-dog-imports-tab';
import { AdminFailedJobsTab } from '../../features/jobs/components/admin-failed-jobs-tab';
import { AdminInquiriesTab } from '../../features/inquiries/components/admin-inquiries-tab';
import { AdminFlagsTab } from '../../features/moderation/components/admin-flags-tab';
import { AdminAuditTab } from '../../features/privacy/components/admin-audit-tab';
import { AdminNoticesTab } from '../../features/notices/components/admin-notices-tab';
import { AdminReportsTab } from '../../features/reports/components/admin-reports-tab';
import { AdminPhotoSearchCard } from '../../features/search/components/admin-photo-search-card';
import { AdminUsersTab } from '../../features/users/components/admin-users-tab';
import { formatDate } from '../../lib/format';
import { ko } from '../../locales/ko';
import { koMypage } from '../../locales/ko-mypage';
import { koAdmin } from '../../locales/ko-admin';
import { koModeration } from '../../locales/ko-moderation';
import { koPrivacy } from '../../locales/ko-privacy';

const t = koAdmin;
const TABS = [
  'users',
  'reports',
  'flags',
  'inquiries',
  'notices',
  'imports',
  'jobs',
  'audit',
] as const;

/**
 * /adminpage: the admin's profile, the four management tabs (spec §2), the flagged posts
 * (ADR 138), the imports (ADR 033) and the background jobs that failed (ADR 101).
 */
export function AdminPage() {
  const me = useQuery(meQueryOptions());
  // The open tab lives in the URL, so back from a member or an inquiry returns to it.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'users';

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {me.isError && (
        <p role="alert" className={formStyles.formError}>
          {t.adminLoadFailure}
        </p>
      )}
      {me.isPending && <p>{ko.common.loading}</p>}
      {me.isSuccess && (
        <ProfileSummary
          title={t.profile}
          items={[
            { label: koMypage.userid, value: me.data.userid },
            { label: koMypage.nickname, value: me.data.nickname || me.data.name || '-' },
            { label: koMypage.email, value: me.data.email },
            { label: t.role, value: me.data.role || t.defaultRole },
            { label: koMypage.createdAt, value: formatDate(me.data.createdAt) },
          ]}
        />
      )}
      <AdminPhotoSearchCard />
      <Tabs
        label={t.tabs}
        value={tab}
        onValueChange={(next) => setParams({ tab: next }, { replace: true })}
        tabs={[
          { value: 'users', label: t.usersTab, content: <AdminUsersTab /> },
          { value: 'reports', label: t.reportsTab, content: <AdminReportsTab /> },
          { value: 'flags', label: koModeration.tab, content: <AdminFlagsTab /> },
          { value: 'inquiries', label: t.inquiriesTab, content: <AdminInquiriesTab /> },
          { value: 'notices', label: t.noticesTab, content: <AdminNoticesTab /> },
          { value: 'imports', label: t.imports.tab, content: <AdminDogImportsTab /> },
          { value: 'jobs', label: t.jobs.tab, content: <AdminFailedJobsTab /> },
          { value: 'audit', label: koPrivacy.auditTab, content: <AdminAuditTab /> },
        ]}
      />
    </div>
  );
}
