import { ko } from '../../../locales/ko';
import styles from './banner.module.css';

/** Spec §9: the banner's default font size is 3rem. */
export function Banner({
  text = ko.home.bannerTitle,
  fontSize = '3rem',
}: {
  text?: string;
  fontSize?: string;
}) {
  return (
    <section className={styles.banner}>
      <h1 className={styles.title} style={{ fontSize: `clamp(1.75rem, 7vw, ${fontSize})` }}>
        {text}
      </h1>
      <p className={styles.body}>{ko.home.bannerBody}</p>
    </section>
  );
}
