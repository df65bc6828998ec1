/** lazy-parts.ts for page tests: the same parts, loaded at once (vite.config.ts test.alias). */
export { default as DialogView } from './dialog-view';
export { default as MenuImpl } from './menu-impl';
export const preloadMenu = () => undefined;
