import type { MatchCandidate } from '@chajul/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { koMatches } from '../../../locales/ko-matches';
import { useAnswerMatch } from '../api/answer-match';
import { useMatches } from '../api/get-matches';
import styles from './report-matches.module.css';

const t = koMatches;

/** "비슷한 유기견" on the author's report: dogs that may be theirs, and their answers. */
export function ReportMatches({ reportId, canAnswer }: { reportId: number; canAnswer: boolean }) {
  const matches = useMatches(reportId, true);
  const answer = useAnswerMatch();
  const dialogs = useDialogs();

  const onAnswer = async (dogId: number, kind: 'dismiss' | 'found') => {
    if (kind === 'found' && !(await dialogs.confirm(t.confirmFound))) return;
    try {
      const result = await answer.mutateAsync({ reportId, dogId, answer: kind });
      if (kind === 'found') await dialogs.alert(result.message);
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.answerFailed));
    }
  };

  return (
    <section className={styles.matches} aria-labelledby="report-matches-title">
      <h2 id="report-matches-title" className={styles.title}>
        {t.heading}
      </h2>
      {matches.isPending && <p role="status">{t.loading}</p>}
      {matches.isError && <p role="alert">{errorMessage(matches.error, t.loadFailed)}</p>}
      {matches.data && (
        <>
          <p className={styles.help}>
            {matches.data.reportStatus === 'FOUND'
              ? t.closedNote
              : matches.data.hasPhoto
                ? t.help
                : t.noPhoto}
          </p>
          {matches.data.hasPhoto && matches.data.candidates.length === 0 && (
            <p role="status">{matches.data.pending ? t.loading : t.none}</p>
          )}
          <ul className={styles.list}>
            {matches.data.candidates.map((dog) => (
              <Candidate
                key={dog.dogId}
                dog={dog}
                actions={
                  canAnswer && matches.data.reportStatus === 'OPEN' && dog.status === 'CANDIDATE'
                }
                busy={answer.isPending}
                onAnswer={(kind) => void onAnswer(dog.dogId, kind)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Candidate({
  dog,
  actions,
  busy,
  onAnswer,
}: {
  dog: MatchCandidate;
  actions: boolean;
  busy: boolean;
  onAnswer: (kind: 'dismiss' | 'found') => void;
}) {
  const facts = [dog.species, dog.gender].filter(Boolean).join(' · ');
  return (
    <li className={styles.card}>
      <Link to={paths.lookupDog(dog.dogId)} className={styles.link}>
        <DogImage
          src={dog.imagePath}
          alt={t.photoOf(dog.species)}
          className={styles.image}
          width={320}
          height={240}
        />
        <span className={styles.similarity}>{t.similarity(dog.similarity)}</span>
        {dog.status === 'FOUND' && <span className={styles.badge}>{t.foundBadge}</span>}
        <span className={styles.facts}>{facts || '-'}</span>
        <span className={styles.place}>
          {[dog.foundDate && formatDate(dog.foundDate), dog.jurisd ?? dog.shelterName]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </Link>
      {actions && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => onAnswer('dismiss')}>
            {t.notMine}
          </Button>
          <Button disabled={busy} onClick={() => onAnswer('found')}>
            {t.found}
          </Button>
        </div>
      )}
    </li>
  );
}
