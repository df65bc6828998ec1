import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from './routes/home-page';
import {
  AdminPage,
  AdminUserPage,
  AdoptPage,
  AdoptProcessPage,
  DogDetailPage,
  FindPasswordPage,
  InquiryDetailPage,
  InquiryListPage,
  InquiryWritePage,
  LoginPage,
  LookupRoute,
  MypageEditPage,
  MypagePage,
  NoticeDetailPage,
  NoticeListPage,
  NoticeWritePage,
  PredictDogPage,
  ReportEditPage,
  ReportHowPage,
  ReportViewPage,
  ReportWritePage,
  ReportsPage,
  ResetPasswordPage,
  SearchResultPage,
  SheltersPage,
  SignupPage,
} from './lazy-pages';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAdmin } from './require-admin';
import { RequireLogin } from './require-login';

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
      { path: paths.lookup, element: <LookupRoute /> },
      { path: paths.lookupDog(':dogId'), element: <DogDetailPage backTo={paths.lookup} /> },
      { path: paths.adopt, element: <AdoptPage /> },
      { path: paths.adoptProcess, element: <AdoptProcessPage /> },
      { path: paths.adoptDog(':dogId'), element: <DogDetailPage backTo={paths.adopt} /> },
      { path: paths.shelters, element: <SheltersPage /> },
      { path: paths.predictDog, element: <PredictDogPage /> },
      { path: paths.searchResult, element: <SearchResultPage /> },
      {
        path: paths.predictedDog(':dogId'),
        element: <DogDetailPage backTo={paths.searchResult} />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
