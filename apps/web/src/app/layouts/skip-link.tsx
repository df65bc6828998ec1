import type { MouseEvent } from 'react';
import { ko } from '../../locales/ko';
import styles from './root-layout.module.css';

export const MAIN_ID = 'main';

/**
 * The first thing Tab reaches on every page (WCAG 2.4.1, issue 27): past the header and the
 * navigation to the page's own content. Focus is moved by hand, as the router would take a
 * plain #main link for a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skip}>
      {ko.nav.skipToMain}
    </a>
  );
}
