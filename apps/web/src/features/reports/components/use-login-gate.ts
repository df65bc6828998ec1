import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';

/** Spec §5: writing needs a login; a visitor is told so and sent to /login (once). */
export function useLoginGate(): boolean {
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const warned = useRef(false);
  useEffect(() => {
    if (isLoggedIn || warned.current) return;
    warned.current = true;
    void dialogs.alert(ko.auth.loginRequired).then(() => navigate(paths.login));
  }, [isLoggedIn, dialogs, navigate]);
  return isLoggedIn;
}
