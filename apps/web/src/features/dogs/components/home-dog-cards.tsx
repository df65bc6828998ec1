import type { Dog } from '@chajul/contracts';
import { IN_CARE_STATE } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import styles from '../../../components/ui/summary-card.module.css';
import { SummaryCard } from '../../../components/ui/summary-card';
import { paths } from '../../../config/paths';
import { orDash } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { getDogs } from '../api/get-dogs';
import { dogKeys } from '../api/keys';

/** The server lists the newest first (createdAt desc), so page 0 of 3 is "the 3 latest". */
const HOME_DOGS = 3;

/**
 * While a card has no dog (the first import or the demo's dogs still arriving after a start),
 * it looks again this often, instead of saying none until the page is opened again (issue 38
 * item 15). A card with dogs keeps them for the usual 30 s.
 */
export const EMPTY_CARD_LOOKS_AGAIN_MS = 10_000;

const homeDogsQuery = (state?: string) => ({
  queryKey: dogKeys.home(state ? { state } : {}),
  queryFn: () => getDogs(state ? { state } : {}, 0, HOME_DOGS),
  retry: false,
  refetchInterval: (query: { state: { data?: { data: unknown[] } | undefined } }) =>
    query.state.data?.data.length === 0 ? EMPTY_CARD_LOOKS_AGAIN_MS : false,
});

function DogRow({ dog, to }: { dog: Dog; to: string }) {
  const species = orDash(dog.species);
  return (
    <li className={styles.item}>
      <DogImage
        className={styles.thumb}
        src={dog.thumbnailPath ?? dog.imagePath}
        alt={ko.common.dogPhotoAlt(species)}
        width={56}
        height={56}
      />
      <Link to={to} state={{ from: paths.home }}>
        {species}
      </Link>
      <span className={styles.meta}>{orDash(dog.gender)}</span>
    </li>
  );
}

/** The three newest dogs still in care, toward the adoption pages. */
export function HomeAdoptableCard() {
  const dogs = useQuery(homeDogsQuery(IN_CARE_STATE));
  return (
    <SummaryCard
      title={ko.home.adoptCard}
      viewAllTo={paths.adopt}
      status={dogs.status}
      error={dogs.error}
      empty={ko.home.noAdoptable}
      items={dogs.data?.data.map((dog) => (
        <DogRow key={dog.id} dog={dog} to={paths.adoptDog(dog.id)} />
      ))}
    />
  );
}

/** The three latest stray dogs, toward the lookup pages. */
export function HomeStrayDogsCard() {
  const dogs = useQuery(homeDogsQuery());
  return (
    <SummaryCard
      title={ko.home.dogsCard}
      viewAllTo={paths.lookup}
      status={dogs.status}
      error={dogs.error}
      empty={ko.home.noDogs}
      items={dogs.data?.data.map((dog) => (
        <DogRow key={dog.id} dog={dog} to={paths.lookupDog(dog.id)} />
      ))}
    />
  );
}
