import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { FindPasswordPage } from '../features/auth/pages/find-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { HomePage } from '../features/home/pages/home-page';
import { ReportEditPage } from '../features/reports/pages/report-edit-page';
import { ReportHowPage } from '../features/reports/pages/report-how-page';
import { ReportViewPage } from '../features/reports/pages/report-view-page';
import { ReportWritePage } from '../features/reports/pages/report-write-page';
import { ReportsPage } from '../features/reports/pages/reports-page';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';

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
      { path: paths.reports, element: <ReportsPage /> },
      { path: paths.reportWrite, element: <ReportWritePage /> },
      { path: '/report/edit', element: <ReportEditPage /> },
      { path: '/report/view', element: <ReportViewPage /> },
      { path: '/report/view/detail', element: <ReportViewPage /> },
      { path: paths.reportHow, element: <ReportHowPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
