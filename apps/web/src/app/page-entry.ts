import type { ComponentType } from 'react';
import type { ko } from '../locales/ko';

/**
 * Who a page is for. A visitor on a members' or admins' page gets the log-in gate, a member
 * on an admins' page the forbidden page (guard.tsx); a member on a visitors' page (log-in,
 * sign-up) goes back to where he came from.
 */
export type Guard = 'public' | 'visitors' | 'members' | 'admins';

/** The navigation bar's categories (spec §2 "Header and navigation"), in their order there. */
export type CategoryKey = 'lookup' | 'report' | 'adopt' | 'shelters' | 'board' | 'account';

/** The six sections of the phone's tab bar and the desktop's top links (issue 19). */
export type TabKey = keyof typeof ko.nav.sections;

type Loader<P> = () => Promise<ComponentType<P>>;

type Common = {
  /** The route pattern (`/lookup/:dogId`); `*` for the not-found page. */
  path: string;
  /** More patterns that open the same page (`/notice/:id` beside `/notice/detail?id=`). */
  aliases?: string[];
  /**
   * The browser's title and the name of a gate page; none for the home page. From `ko` (the
   * shell's strings): an area's locale named here would join the first bundle.
   */
  title?: string;
  guard?: Guard;
  /** Where the page sits in the navigation bar; `label` defaults to the title. */
  nav?: { category: CategoryKey; label?: string; audience?: 'admins' | 'non-admins' };
  /** The section the page heads, in the tab bar and the desktop's top links. */
  tab?: TabKey;
  /** The section a page belongs to without heading it: its paths light that tab up. */
  inTab?: TabKey;
  /** Why a member may not open an admins' page; a general sentence by default. */
  forbidden?: string;
  /** Where a member who is not an admin is sent instead of being told (spec §6: /mypage). */
  membersGo?: string;
};

/**
 * One page: its module loads on first visit (ADR 070), so the table adds nothing of a page's
 * code to the first bundle. A page taking props names them, checked against the component.
 */
export type PageEntry = Common & { load?: Loader<never>; props?: object };

export function page<P extends object>(
  entry: Common & { load: Loader<P> } & (object extends P ? { props?: P } : { props: P }),
): PageEntry {
  return entry as PageEntry;
}
