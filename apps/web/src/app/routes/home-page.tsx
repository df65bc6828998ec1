import { Link } from 'react-router';
import pageStyles from '../../components/ui/page.module.css';
import { paths } from '../../config/paths';
import {
  HomeAdoptableCard,
  HomeStrayDogsCard,
} from '../../features/dogs/components/home-dog-cards';
import { Banner } from '../../features/home/components/banner';
import { FeatureCarousel } from '../../features/home/components/feature-carousel';
import { ReunionCount } from '../../features/home/components/reunion-count';
import { ShelterSearchCard } from '../../features/home/components/shelter-search-card';
import { HomeNoticesCard } from '../../features/notices/components/home-notices-card';
import { HomeReportsCard } from '../../features/reports/components/home-reports-card';
import { ko } from '../../locales/ko';
import { HelpLinks } from '../layouts/help-links';
import styles from './home-page.module.css';

/**
 * Spec §2 Home: banner, the help links and 동네 알림 받기 (issue 39), carousel and one card per
 * area, each loading on its own.
 */
export function HomePage() {
  return (
    <>
      <Banner />
      <div className={pageStyles.page}>
        <HelpLinks classes={{ list: styles.help, found: styles.found, lost: styles.lost }} />
        <p className={styles.neighbours}>
          <Link to={paths.neighbours}>{ko.home.neighbours.link}</Link>
          <span>{ko.home.neighbours.body}</span>
        </p>
        <ReunionCount />
        <FeatureCarousel />
        <div className={styles.cards}>
          <HomeNoticesCard />
          <ShelterSearchCard />
          <HomeAdoptableCard />
          <HomeStrayDogsCard />
          <HomeReportsCard />
        </div>
      </div>
    </>
  );
}
