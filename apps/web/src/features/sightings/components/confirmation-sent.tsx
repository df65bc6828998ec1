import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koSightings } from '../../../locales/ko-sightings';
import list from '../../../components/ui/post-list.module.css';
import styles from './sightings.module.css';

/**
 * A visitor's post is sent but not public (202, ADR 135): the page says so in the server's
 * words and where the mail went. The heading takes focus, so a screen reader hears the change.
 */
export function ConfirmationSent({ message, email }: { message: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={pageStyles.narrow}>
      <section className={`${pageStyles.card} ${styles.sent}`} role="status">
        <h1 ref={heading} tabIndex={-1} className={pageStyles.title}>
          {koSightings.sentTitle}
        </h1>
        <p>{message}</p>
        {email && <p>{koSightings.sentEmail(email)}</p>}
        <p>{koSightings.sentSpam}</p>
        <Link to={paths.sightings} className={`${list.secondaryLink} ${styles.secondaryLink}`}>
          {koSightings.backToList}
        </Link>
      </section>
    </div>
  );
}
