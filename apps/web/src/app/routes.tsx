import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ko } from '../locales/ko';
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
} from './pages';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAdmin } from './require-admin';
import { RequireLogin } from './require-login';

/**
 * Every route of the spec; each area adds its own pages here. `handle.title` names the page
 * in the browser's title bar (root-layout.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, handle: { title: ko.nav.login }, element: <LoginPage /> },
      { path: paths.signup, handle: { title: ko.nav.signup }, element: <SignupPage /> },
      {
        path: paths.findPassword,
        handle: { title: ko.pageTitles.findPassword },
        element: <FindPasswordPage />,
      },
      {
        path: paths.resetPassword,
        handle: { title: ko.pageTitles.resetPassword },
        element: <ResetPasswordPage />,
      },
      {
        path: paths.mypage,
        handle: { title: ko.nav.my },
        element: (
          <RequireLogin>
            <MypagePage />
          </RequireLogin>
        ),
      },
      {
        path: paths.mypageEdit,
        handle: { title: ko.pageTitles.mypageEdit },
        element: (
          <RequireLogin>
            <MypageEditPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.adminpage,
        handle: { title: ko.nav.admin },
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      {
        path: paths.adminUser(':id'),
        handle: { title: ko.pageTitles.adminMember },
        element: (
          <RequireAdmin>
            <AdminUserPage />
          </RequireAdmin>
        ),
      },
      { path: paths.notices, handle: { title: ko.nav.notices }, element: <NoticeListPage /> },
      {
        path: paths.noticeWrite,
        handle: { title: ko.nav.noticeWrite },
        element: <NoticeWritePage />,
      },
      {
        path: paths.noticeDetail,
        handle: { title: ko.nav.notices },
        element: <NoticeDetailPage />,
      },
      {
        path: paths.notice(':id'),
        handle: { title: ko.nav.notices },
        element: <NoticeDetailPage />,
      },
      { path: paths.inquiries, handle: { title: ko.nav.inquiries }, element: <InquiryListPage /> },
      {
        path: paths.inquiryWrite,
        handle: { title: ko.nav.inquiryWrite },
        element: <InquiryWritePage />,
      },
      {
        path: paths.inquiryEditPage,
        handle: { title: ko.pageTitles.inquiryEdit },
        element: <InquiryWritePage />,
      },
      {
        path: paths.inquiryDetail,
        handle: { title: ko.nav.inquiries },
        element: <InquiryDetailPage />,
      },
      {
        path: paths.inquiry(':id'),
        handle: { title: ko.nav.inquiries },
        element: <InquiryDetailPage />,
      },
      { path: paths.reports, handle: { title: ko.nav.reportList }, element: <ReportsPage /> },
      {
        path: paths.reportWrite,
        handle: { title: ko.nav.reportWrite },
        element: <ReportWritePage />,
      },
      {
        path: '/report/edit',
        handle: { title: ko.pageTitles.reportEdit },
        element: <ReportEditPage />,
      },
      {
        path: '/report/view',
        handle: { title: ko.pageTitles.reportView },
        element: <ReportViewPage />,
      },
      {
        path: '/report/view/detail',
        handle: { title: ko.pageTitles.reportView },
        element: <ReportViewPage />,
      },
      { path: paths.reportHow, handle: { title: ko.nav.reportHow }, element: <ReportHowPage /> },
      { path: paths.lookup, handle: { title: ko.nav.lookup }, element: <LookupRoute /> },
      {
        path: paths.lookupDog(':dogId'),
        handle: { title: ko.pageTitles.dogDetail },
        element: <DogDetailPage backTo={paths.lookup} />,
      },
      { path: paths.adopt, handle: { title: ko.nav.adoptList }, element: <AdoptPage /> },
      {
        path: paths.adoptProcess,
        handle: { title: ko.nav.adoptProcess },
        element: <AdoptProcessPage />,
      },
      {
        path: paths.adoptDog(':dogId'),
        handle: { title: ko.pageTitles.dogDetail },
        element: <DogDetailPage backTo={paths.adopt} />,
      },
      { path: paths.shelters, handle: { title: ko.nav.shelterSearch }, element: <SheltersPage /> },
      { path: paths.predictDog, handle: { title: ko.nav.predict }, element: <PredictDogPage /> },
      {
        path: paths.searchResult,
        handle: { title: ko.pageTitles.searchResult },
        element: <SearchResultPage />,
      },
      {
        path: paths.predictedDog(':dogId'),
        handle: { title: ko.pageTitles.dogDetail },
        element: <DogDetailPage backTo={paths.searchResult} />,
      },
      { path: '*', handle: { title: ko.notFound.title }, element: <NotFoundPage /> },
    ],
  },
];
