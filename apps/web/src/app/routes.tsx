import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { FindPasswordPage } from '../features/auth/pages/find-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { AdoptPage } from '../features/dogs/pages/adopt-page';
import { AdoptProcessPage } from '../features/dogs/pages/adopt-process-page';
import { DogDetailPage } from '../features/dogs/pages/dog-detail-page';
import { LookupPage } from '../features/dogs/pages/lookup-page';
import { HomePage } from './routes/home-page';
import { MypageEditPage } from '../features/users/pages/mypage-edit-page';
import { AdminUserPage } from '../features/users/pages/admin-user-page';
import { MypagePage } from '../features/users/pages/mypage-page';
import { InquiryDetailPage } from '../features/inquiries/pages/inquiry-detail-page';
import { InquiryListPage } from '../features/inquiries/pages/inquiry-list-page';
import { InquiryWritePage } from '../features/inquiries/pages/inquiry-write-page';
import { NoticeDetailPage } from '../features/notices/pages/notice-detail-page';
import { NoticeListPage } from '../features/notices/pages/notice-list-page';
import { NoticeWritePage } from '../features/notices/pages/notice-write-page';
import { ReportEditPage } from '../features/reports/pages/report-edit-page';
import { ReportHowPage } from '../features/reports/pages/report-how-page';
import { ReportViewPage } from '../features/reports/pages/report-view-page';
import { ReportWritePage } from '../features/reports/pages/report-write-page';
import { ReportsPage } from '../features/reports/pages/reports-page';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAdmin } from './require-admin';
import { RequireLogin } from './require-login';
import { AdminPage } from './routes/admin-page';

/** Every route of the spec; each area adds its own pages here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.findPassword, element: <FindPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        path: paths.mypage,
        element: (
          <RequireLogin>
            <MypagePage />
          </RequireLogin>
        ),
      },
      {
        path: paths.mypageEdit,
        element: (
          <RequireLogin>
            <MypageEditPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.adminpage,
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      {
        path: paths.adminUser(':id'),
        element: (
          <RequireAdmin>
            <AdminUserPage />
          </RequireAdmin>
        ),
      },
      { path: paths.notices, element: <NoticeListPage /> },
      { path: paths.noticeWrite, element: <NoticeWritePage /> },
      { path: paths.noticeDetail, element: <NoticeDetailPage /> },
      { path: paths.notice(':id'), element: <NoticeDetailPage /> },
      { path: paths.inquiries, element: <InquiryListPage /> },
      { path: paths.inquiryWrite, element: <InquiryWritePage /> },
      { path: paths.inquiryEditPage, element: <InquiryWritePage /> },
      { path: paths.inquiryDetail, element: <InquiryDetailPage /> },
      { path: paths.inquiry(':id'), element: <InquiryDetailPage /> },
      { path: paths.reports, element: <ReportsPage /> },
      { path: paths.reportWrite, element: <ReportWritePage /> },
      { path: '/report/edit', element: <ReportEditPage /> },
      { path: '/report/view', element: <ReportViewPage /> },
      { path: '/report/view/detail', element: <ReportViewPage /> },
      { path: paths.reportHow, element: <ReportHowPage /> },
      { path: paths.lookup, element: <LookupPage /> },
      { path: paths.lookupDog(':dogId'), element: <DogDetailPage backTo={paths.lookup} /> },
      { path: paths.adopt, element: <AdoptPage /> },
      { path: paths.adoptProcess, element: <AdoptProcessPage /> },
      { path: paths.adoptDog(':dogId'), element: <DogDetailPage backTo={paths.adopt} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
