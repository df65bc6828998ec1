import type { Family } from '@chajul/contracts';
import { reportImageUrl } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { koSightings } from '../../../locales/ko-sightings';
import { useFamilies } from '../api/get-families';
import styles from './author-panels.module.css';
import { MessageDialog } from './message-dialog';
import list from '../../../components/ui/post-list.module.css';
import listStyles from './sightings.module.css';

function FamilyItem({
  family,
  onMessage,
}: {
  family: Family;
  onMessage: (() => void) | undefined;
}) {
  return (
    <li className={styles.family}>
      <DogImage
        src={reportImageUrl(family.imagePath)}
        alt={koSightings.familyPhoto(family.title)}
        width={96}
        height={96}
      />
      <div>
        <h3>{family.title}</h3>
        <p className={styles.facts}>
          <span>{`${koSightings.lostOn} ${formatDate(family.dateLost)}`}</span>
          <span>{`${koSightings.lostAt} ${family.placeLost}`}</span>
          {family.similarity !== null && (
            <span>{koSightings.similarity(Math.round(family.similarity * 100))}</span>
          )}
        </p>
        <div className={styles.actions}>
          <Link
            to={paths.reportView(family.lostReportId)}
            className={`${list.secondaryLink} ${listStyles.secondaryLink}`}
          >
            {koSightings.viewReport}
          </Link>
          {onMessage && <Button onClick={onMessage}>{koSightings.sendMessage}</Button>}
        </div>
      </div>
    </li>
  );
}

/**
 * The author's "possible families" (issue 25): lost reports like the sighting, each with its
 * page and a first message. A closed sighting takes no messages (ADR 137).
 */
export function FamilyList({ sightingId, open }: { sightingId: number; open: boolean }) {
  const families = useFamilies(sightingId);
  const [writingTo, setWritingTo] = useState<Family>();
  const list = families.data?.families ?? [];
  return (
    <section className={styles.panel} aria-labelledby="sighting-families">
      <h2 id="sighting-families">{koSightings.families}</h2>
      <p className={styles.help}>{koSightings.familiesHelp}</p>
      {families.isError && (
        <p role="alert">{errorMessage(families.error, koSightings.familiesFailed)}</p>
      )}
      {families.data?.pending && <p role="status">{koSightings.familiesPending}</p>}
      {families.isSuccess && !families.data.pending && list.length === 0 && (
        <p>{koSightings.familiesEmpty}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((family) => (
            <FamilyItem
              key={family.lostReportId}
              family={family}
              onMessage={open ? () => setWritingTo(family) : undefined}
            />
          ))}
        </ul>
      )}
      {writingTo && (
        <MessageDialog
          sightingId={sightingId}
          lostReportId={writingTo.lostReportId}
          title={writingTo.title}
          onClose={() => setWritingTo(undefined)}
        />
      )}
    </section>
  );
}
