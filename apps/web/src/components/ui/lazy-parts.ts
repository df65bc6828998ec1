import { lazy } from 'react';

/**
 * UI parts that load on first use, not with the home page (issue 19 budget): Radix's dialog
 * with the first message, its dropdown when a menu is first reached. Page tests alias this
 * file to eager-parts.ts (ADR 070).
 */
export const DialogView = lazy(() => import('./dialog-view'));
const loadMenu = () => import('./menu-impl');
export const MenuImpl = lazy(loadMenu);
/** Starts loading the dropdown when the pointer or focus reaches a menu's trigger. */
export const preloadMenu = () => void loadMenu();
