/*
 * The same pages as lazy-pages.ts, loaded eagerly: page tests (vitest aliases lazy-pages to
 * this file) render synchronously, as they did before code splitting (ADR 070).
 */
export { FindPasswordPage } from '../features/auth/pages/find-password-page';
export { LoginPage } from '../features/auth/pages/login-page';
export { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
export { SignupPage } from '../features/auth/pages/signup-page';
export { AdoptPage } from '../features/dogs/pages/adopt-page';
export { AdoptProcessPage } from '../features/dogs/pages/adopt-process-page';
export { DogDetailPage } from '../features/dogs/pages/dog-detail-page';
export { MypageEditPage } from '../features/users/pages/mypage-edit-page';
export { AdminUserPage } from '../features/users/pages/admin-user-page';
export { MypagePage } from '../features/users/pages/mypage-page';
export { InquiryDetailPage } from '../features/inquiries/pages/inquiry-detail-page';
export { InquiryListPage } from '../features/inquiries/pages/inquiry-list-page';
export { InquiryWritePage } from '../features/inquiries/pages/inquiry-write-page';
export { NoticeDetailPage } from '../features/notices/pages/notice-detail-page';
export { NoticeListPage } from '../features/notices/pages/notice-list-page';
export { NoticeWritePage } from '../features/notices/pages/notice-write-page';
export { ReportEditPage } from '../features/reports/pages/report-edit-page';
export { ReportHowPage } from '../features/reports/pages/report-how-page';
export { ReportViewPage } from '../features/reports/pages/report-view-page';
export { ReportWritePage } from '../features/reports/pages/report-write-page';
export { ReportsPage } from '../features/reports/pages/reports-page';
export { AdminPage } from './routes/admin-page';
export { LookupRoute } from './routes/lookup-route';
export { SheltersPage } from '../features/shelters/pages/shelters-page';
export { PredictDogPage } from '../features/search/pages/predict-dog-page';
export { SearchResultPage } from '../features/search/pages/search-result-page';
