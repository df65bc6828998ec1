import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import styles from '../../../components/ui/summary-card.module.css';

/** Explains location-based and region/keyword shelter search (spec §2 Home). */
export function ShelterSearchCard() {
  return (
    <section className={styles.card} aria-labelledby="home-shelters">
      <h2 id="home-shelters" className={styles.title}>
        {ko.home.shelterCard.title}
      </h2>
      <p className={styles.text}>{ko.home.shelterCard.body}</p>
      <Link to={paths.shelters} className={styles.button}>
        {ko.home.shelterCard.button}
      </Link>
    </section>
  );
}
