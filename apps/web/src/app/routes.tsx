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
import { HomePage } from '../features/home/pages/home-page';
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
      { path: paths.lookup, element: <LookupPage /> },
      { path: paths.lookupDog(':dogId'), element: <DogDetailPage backTo={paths.lookup} /> },
      { path: paths.adopt, element: <AdoptPage /> },
      { path: paths.adoptProcess, element: <AdoptProcessPage /> },
      { path: paths.adoptDog(':dogId'), element: <DogDetailPage backTo={paths.adopt} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
