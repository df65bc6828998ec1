import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ko } from '../../locales/ko';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <strong>{ko.appName}</strong>
        <p>{ko.footer.about}</p>
        <p>{ko.footer.data}</p>
        <nav aria-label={ko.footer.policies} className={styles.links}>
          <Link to={paths.terms}>{ko.pageTitles.terms}</Link>
          {/* Bold, as Korean services set the privacy policy apart. */}
          <Link to={paths.privacy}>
            <strong>{ko.pageTitles.privacy}</strong>
          </Link>
        </nav>
      </div>
    </footer>
  );
}
