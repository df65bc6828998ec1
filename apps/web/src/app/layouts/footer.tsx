import { ko } from '../../locales/ko';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <strong>{ko.appName}</strong>
        <p>{ko.footer.about}</p>
        <p>{ko.footer.data}</p>
      </div>
    </footer>
  );
}
