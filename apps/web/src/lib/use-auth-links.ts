import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import { withReturn } from './return-path';

/**
 * The log-in and sign-up links of the page being shown: each comes back here once done. On
 * the log-in and sign-up pages themselves they pass on where those came from.
 */
export function useAuthLinks() {
  const { pathname, search, hash } = useLocation();
  const onAuthPage = pathname === paths.login || pathname === paths.signup;
  const here = onAuthPage ? new URLSearchParams(search).get('from') : `${pathname}${search}${hash}`;
  return { login: withReturn(paths.login, here), signup: withReturn(paths.signup, here) };
}
