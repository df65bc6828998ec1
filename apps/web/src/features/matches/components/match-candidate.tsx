import type { MatchCandidate } from '@chajul/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { formatDate, formatKoreanDateTime } from '../../../lib/format';
import { koMatches as t } from '../../../locales/ko-matches';
import { StartConversationDialog } from '../../conversations';
import type { MatchAnswer } from '../api/answer-match';
import styles from './report-matches.module.css';

type Props = {
  reportId: number;
  candidate: MatchCandidate;
  /**
   * 아니에요 and 찾았어요 (and 이 아이가 맞아요 on a neighbour's report not yet confirmed): the
   * author, while both the report and the candidate are open.
   */
  answers: boolean;
  /** 메시지 보내기 to a found/seen report's author: the report's author only. */
  message: boolean;
  busy: boolean;
  onAnswer: (kind: MatchAnswer) => void;
};

/** One candidate of 비슷한 유기견: a shelter dog, or a neighbour's found or seen report. */
export function MatchCandidateCard({ reportId, candidate: c, answers, message, ...props }: Props) {
  const fromShelter = c.source === 'SHELTER';
  const to = fromShelter ? paths.lookupDog(c.dogId ?? 0) : paths.sightingView(c.sightingId ?? 0);
  const facts = [c.species, c.gender].filter(Boolean).join(' · ');
  const when = fromShelter ? formatDate(c.foundDate) : formatKoreanDateTime(c.foundDate);
  const where = fromShelter ? (c.jurisd ?? c.shelterName) : c.foundPlace || c.jurisd;
  return (
    <li className={c.certain ? `${styles.card} ${styles.certainCard}` : styles.card}>
      <Link to={to} className={styles.link}>
        <DogImage
          src={c.imagePath}
          alt={t.photoOf(c.species)}
          className={styles.image}
          width={320}
          height={240}
        />
        <span className={styles.source} data-source={c.source}>
          {t.sourceLabels[c.source]}
        </span>
        {c.certain && (
          <span className={styles.certain} title={t.certainHelp}>
            {t.certainBadge}
          </span>
        )}
        <span className={styles.similarity}>{t.similarity(c.similarity)}</span>
        {c.status === 'FOUND' && <span className={styles.badge}>{t.foundBadge}</span>}
        {c.status === 'CONFIRMED' && <span className={styles.badge}>{t.confirmedBadge}</span>}
        <span className={styles.facts}>{facts || '-'}</span>
        <span className={styles.place}>
          {[c.foundDate && when, where].filter(Boolean).join(' · ')}
        </span>
      </Link>
      {(answers || message) && (
        <div className={styles.actions}>
          {answers && (
            <>
              <Button
                variant="secondary"
                disabled={props.busy}
                onClick={() => props.onAnswer('dismiss')}
              >
                {t.notMine}
              </Button>
              <Button disabled={props.busy} onClick={() => props.onAnswer('found')}>
                {t.found}
              </Button>
              {!fromShelter && c.status === 'CANDIDATE' && (
                <Button
                  variant="secondary"
                  disabled={props.busy}
                  onClick={() => props.onAnswer('confirm')}
                >
                  {t.confirm}
                </Button>
              )}
            </>
          )}
          {message && c.sightingId !== null && (
            <span className={styles.wide}>
              <StartConversationDialog
                lostReportId={reportId}
                sightingId={c.sightingId}
                triggerLabel={t.messageTo(t.sourceLabels[c.source], where ?? '')}
              />
            </span>
          )}
        </div>
      )}
    </li>
  );
}
