import { refreshAccessToken } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { getMe } from './get-me';
import { logoutRequest } from './logout';

/**
 * At load, with the autoLogin flag: refresh the access token and the user (spec §4).
 * A failed automatic refresh is logged, clears the cookies and ends the server session.
 */
export async function restoreSession(): Promise<void> {
  if (!sessionStore.isAutoLogin()) return;
  if (await refreshAccessToken()) {
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
