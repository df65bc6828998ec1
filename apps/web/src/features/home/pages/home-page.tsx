import pageStyles from '../../../components/ui/page.module.css';
import { Banner } from '../components/banner';
import { FeatureCarousel } from '../components/feature-carousel';
import { ShelterSearchCard } from '../components/shelter-search-card';
import styles from './home-page.module.css';

export function HomePage() {
  return (
    <>
      <Banner />
      <div className={pageStyles.page}>
        <FeatureCarousel />
        <div className={styles.cards}>
          <ShelterSearchCard />
        </div>
      </div>
    </>
  );
}
