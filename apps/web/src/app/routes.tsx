import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { FindPasswordPage } from '../features/auth/pages/find-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { HomePage } from '../features/home/pages/home-page';
import { PredictDogPage } from '../features/search/pages/predict-dog-page';
import { PredictedDogPage } from '../features/search/pages/predicted-dog-page';
import { SearchResultPage } from '../features/search/pages/search-result-page';
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
      { path: paths.predictDog, element: <PredictDogPage /> },
      { path: paths.searchResult, element: <SearchResultPage /> },
      { path: paths.predictedDog(':dogId'), element: <PredictedDogPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
