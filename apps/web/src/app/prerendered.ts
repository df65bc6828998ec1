import { paths } from '../config/paths';

/**
 * The one page whose HTML the build writes ahead (ADR 237): scripts/prerender.mjs renders it
 * into dist/home.html, the server sends that file for this path alone, and main.tsx hydrates
 * it only here.
 */
export const PRERENDERED_PATH = paths.home;
