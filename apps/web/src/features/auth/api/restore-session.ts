import { refreshSession } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { getMe } from './get-me';
import { logoutRequest } from './logout';

/**
 * At load, with the autoLogin flag: refresh the access token and the user (spec §4).
 * A refused automatic refresh is logged, clears the cookies and ends the server session. One
 * with no answer (offline, or the member left the page while it asked) changes nothing: the
 * next load asks again.
 */
export async function restoreSession(): Promise<void> {
  if (!sessionStore.isAutoLogin()) return;
  const outcome = await refreshSession();
  if (outcome === 'unanswered') return;
  if (outcome === 'renewed') {
    // With the user cookie gone, only the token came back: ask who we are.
    if (!sessionStore.get()) {
      const user = await getMe().catch(() => undefined);
      if (user) sessionStore.replaceUser(user);
    }
    return;
  }
  console.error('자동 로그인에 실패했습니다.');
  sessionStore.clear();
  await logoutRequest();
}
