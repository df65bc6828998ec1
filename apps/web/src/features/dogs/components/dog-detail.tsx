import type { Dog } from '@chajul/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PhoneLink } from '../../../components/ui/phone-link';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { DogImage } from '../../../components/ui/dog-image';
import { ShareButton } from '../../../components/ui/share-button';
import { orDash } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koDogs } from '../../../locales/ko-dogs';
import { useDog } from '../api/get-dog';
import { LossNoticesLike } from '../../reports';
import { lossFactsOf } from './loss-facts';
import styles from './dog-detail.module.css';
import { SavedDogButton } from '../../saved';
import { AdoptionInquiry } from './adoption-inquiry';
import { DogFreshness } from './dog-freshness';

type Props = {
  dogId: string;
  /** The list this detail belongs to: /lookup, /adopt, /lookup/predict-dog or the results. */
  backTo: string;
};

type Field = [label: string, value: ReactNode];

function Section({ title, fields }: { title: string; fields: Field[] }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{typeof value === 'string' || value == null ? orDash(value) : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function sections(dog: Dog): [string, Field[]][] {
  const f = koDogs.fields;
  const period = dog.noticeStartDate
    ? `${dog.noticeStartDate} ~ ${orDash(dog.noticeEndDate)}`
    : null;
  return [
    [
      koDogs.sections.notice,
      [
        [f.number, dog.number],
        [
          f.shelter,
          dog.shelterId ? (
            <Link to={paths.shelter(dog.shelterId)}>
              {orDash(dog.shelterName ?? dog.shelterId)}
            </Link>
          ) : (
            dog.shelterName
          ),
        ],
        [f.createdAt, dog.createdAt.slice(0, 10)],
        [f.state, dog.state],
        [f.noticePeriod, period],
      ],
    ],
    [
      koDogs.sections.found,
      [
        [f.foundDate, dog.foundDate],
        [f.foundLocation, dog.foundLocation],
        [f.jurisd, dog.jurisd],
      ],
    ],
    [
      koDogs.sections.animal,
      [
        [f.species, dog.species],
        [f.color, dog.color],
        [f.gender, dog.gender],
        [f.age, dog.age],
        [f.weight, dog.weight],
        [f.neutYn, dog.neutYn ? koDogs.neuter[dog.neutYn] : null],
        [f.specialMark, dog.specialMark],
      ],
    ],
    [
      koDogs.sections.contact,
      [
        [f.phone, dog.shelterPhone ? <PhoneLink phone={dog.shelterPhone} /> : null],
        [f.address, dog.shelterAddress],
      ],
    ],
  ];
}

/**
 * The stray dog detail (spec §2 "Stray dog detail"), shared by /lookup/{id}, /adopt/{id} and
 * /lookup/predict-dog/{id}. Back returns through history when the user came from `backTo`,
 * so the list restores its search; opened directly, it goes to `backTo`.
 */
export function DogDetail({ dogId, backTo }: Props) {
  const { data: dog, isPending, isError } = useDog(dogId);
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromList = (location.state as { from?: string } | null)?.from === backTo;
  const back = () => void (cameFromList ? navigate(-1) : navigate(backTo));
  return (
    <>
      {isPending && <p className={styles.status}>{koDogs.loading}</p>}
      {isError && (
        <p className={styles.status} role="alert">
          {koDogs.notFound}
        </p>
      )}
      {dog && (
        <div className={styles.detail}>
          <DogImage
            className={styles.hero}
            src={dog.imagePath}
            alt={ko.common.dogPhotoAlt(orDash(dog.species))}
            loading="eager"
          />
          <div className={styles.sections}>
            <DogFreshness dog={dog} />
            {sections(dog).map(([title, fields]) => (
              <Section key={title} title={title} fields={fields} />
            ))}
            <LossNoticesLike facts={lossFactsOf(dog)} />
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={back}>
          {koDogs.back}
        </Button>
        {dog && <AdoptionInquiry phone={dog.shelterPhone} noticeNumber={dog.number} />}
        {dog && <SavedDogButton dogId={dog.id} />}
        {dog && (
          <ShareButton
            title={`${orDash(dog.jurisd)} ${orDash(dog.species)}`}
            text={koDogs.shareText(orDash(dog.species), orDash(dog.shelterName))}
            url={window.location.href}
            imageUrl={dog.imagePath}
          />
        )}
      </div>
    </>
  );
}
