import type { User } from '@chajul/contracts';
import { isAdminRole, userSchema } from '@chajul/contracts';
import Cookies from 'js-cookie';

/** The spec's three session cookies (§3) and their 1-day lifetime (§9). */
export const SESSION_COOKIES = { token: 'token', user: 'user', autoLogin: 'autoLogin' } as const;
const COOKIE_DAYS = 1;

export type Session = { token: string; user: User } | null;

const listeners = new Set<() => void>();
let current: Session = readCookies();

function cookieOptions(remember: boolean): Cookies.CookieAttributes {
  return {
    ...(remember ? { expires: COOKIE_DAYS } : {}),
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  };
}

function readCookies(): Session {
  const token = Cookies.get(SESSION_COOKIES.token);
  const rawUser = Cookies.get(SESSION_COOKIES.user);
  if (!token || !rawUser) return null;
  try {
    const user = userSchema.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

function emit() {
  current = readCookies();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: () => current?.token ?? Cookies.get(SESSION_COOKIES.token),
  isAutoLogin: () => Cookies.get(SESSION_COOKIES.autoLogin) === 'true',
  /** After a login: token and user for 1 day, and the autoLogin flag when asked to remember. */
  start(token: string, user: User, remember: boolean) {
    const options = cookieOptions(remember);
    Cookies.set(SESSION_COOKIES.token, token, options);
    Cookies.set(SESSION_COOKIES.user, JSON.stringify(user), options);
    if (remember) Cookies.set(SESSION_COOKIES.autoLogin, 'true', options);
    else Cookies.remove(SESSION_COOKIES.autoLogin, { path: '/' });
    emit();
  },
  replaceToken(token: string) {
    Cookies.set(SESSION_COOKIES.token, token, cookieOptions(this.isAutoLogin()));
    emit();
  },
  replaceUser(user: User) {
    Cookies.set(SESSION_COOKIES.user, JSON.stringify(user), cookieOptions(this.isAutoLogin()));
    emit();
  },
  /** Clears token and user; `all` also forgets the autoLogin flag. */
  clear({ all = true } = {}) {
    Cookies.remove(SESSION_COOKIES.token, { path: '/' });
    Cookies.remove(SESSION_COOKIES.user, { path: '/' });
    if (all) Cookies.remove(SESSION_COOKIES.autoLogin, { path: '/' });
    emit();
  },
};

export const isAdmin = (session: Session) => isAdminRole(session?.user.role);
