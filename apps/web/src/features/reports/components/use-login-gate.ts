import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { koAuth } from '../../../locales/ko-auth';

/**
 * Spec §5: writing needs a login; a visitor who opens the page is told so and sent to
 * /login, once. A session that ends while the page is open is the API client's to handle
 * (it shows "session expired" and goes to /login itself).
 */
export function useLoginGate(): boolean {
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const openedAsVisitor = useRef(!isLoggedIn);
  const warned = useRef(false);
  useEffect(() => {
    if (!openedAsVisitor.current || warned.current) return;
    warned.current = true;
    void dialogs.alert(koAuth.loginRequired).then(() => navigate(paths.login));
  }, [dialogs, navigate]);
  return isLoggedIn;
}
