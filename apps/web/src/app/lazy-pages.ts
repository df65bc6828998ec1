import { lazy } from 'react';

/*
 * Every page but the home page loads on first visit (ADR 070): the home page's bundle then
 * carries only what the home page shows.
 */
export const FindPasswordPage = lazy(() =>
  import('../features/auth/pages/find-password-page').then((m) => ({
    default: m.FindPasswordPage,
  })),
);
export const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const SignupPage = lazy(() =>
  import('../features/auth/pages/signup-page').then((m) => ({ default: m.SignupPage })),
);
export const AdoptPage = lazy(() =>
  import('../features/dogs/pages/adopt-page').then((m) => ({ default: m.AdoptPage })),
);
export const AdoptProcessPage = lazy(() =>
  import('../features/dogs/pages/adopt-process-page').then((m) => ({
    default: m.AdoptProcessPage,
  })),
);
export const DogDetailPage = lazy(() =>
  import('../features/dogs/pages/dog-detail-page').then((m) => ({ default: m.DogDetailPage })),
);
export const MypageEditPage = lazy(() =>
  import('../features/users/pages/mypage-edit-page').then((m) => ({ default: m.MypageEditPage })),
);
export const AdminUserPage = lazy(() =>
  import('../features/users/pages/admin-user-page').then((m) => ({ default: m.AdminUserPage })),
);
export const MypagePage = lazy(() =>
  import('../features/users/pages/mypage-page').then((m) => ({ default: m.MypagePage })),
);
export const InquiryDetailPage = lazy(() =>
  import('../features/inquiries/pages/inquiry-detail-page').then((m) => ({
    default: m.InquiryDetailPage,
  })),
);
export const InquiryListPage = lazy(() =>
  import('../features/inquiries/pages/inquiry-list-page').then((m) => ({
    default: m.InquiryListPage,
  })),
);
export const InquiryWritePage = lazy(() =>
  import('../features/inquiries/pages/inquiry-write-page').then((m) => ({
    default: m.InquiryWritePage,
  })),
);
export const NoticeDetailPage = lazy(() =>
  import('../features/notices/pages/notice-detail-page').then((m) => ({
    default: m.NoticeDetailPage,
  })),
);
export const NoticeListPage = lazy(() =>
  import('../features/notices/pages/notice-list-page').then((m) => ({ default: m.NoticeListPage })),
);
export const NoticeWritePage = lazy(() =>
  import('../features/notices/pages/notice-write-page').then((m) => ({
    default: m.NoticeWritePage,
  })),
);
export const ReportEditPage = lazy(() =>
  import('../features/reports/pages/report-edit-page').then((m) => ({ default: m.ReportEditPage })),
);
export const ReportHowPage = lazy(() =>
  import('../features/reports/pages/report-how-page').then((m) => ({ default: m.ReportHowPage })),
);
export const ReportViewPage = lazy(() =>
  import('../features/reports/pages/report-view-page').then((m) => ({ default: m.ReportViewPage })),
);
export const ReportWritePage = lazy(() =>
  import('../features/reports/pages/report-write-page').then((m) => ({
    default: m.ReportWritePage,
  })),
);
export const ReportsPage = lazy(() =>
  import('../features/reports/pages/reports-page').then((m) => ({ default: m.ReportsPage })),
);
export const AdminPage = lazy(() =>
  import('./routes/admin-page').then((m) => ({ default: m.AdminPage })),
);
export const LookupRoute = lazy(() =>
  import('./routes/lookup-route').then((m) => ({ default: m.LookupRoute })),
);
export const SheltersPage = lazy(() =>
  import('../features/shelters/pages/shelters-page').then((m) => ({ default: m.SheltersPage })),
);
export const PredictDogPage = lazy(() =>
  import('../features/search/pages/predict-dog-page').then((m) => ({
    default: m.PredictDogPage,
  })),
);
export const SearchResultPage = lazy(() =>
  import('../features/search/pages/search-result-page').then((m) => ({
    default: m.SearchResultPage,
  })),
);
