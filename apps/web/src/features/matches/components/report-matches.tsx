import type { MatchCandidate, ReportCloseReason } from '@chajul/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { errorMessage } from '../../../lib/api-client';
import { koMatches as t } from '../../../locales/ko-matches';
import type { MatchAnswer } from '../api/answer-match';
import { useAnswerMatch } from '../api/answer-match';
import { useMatches } from '../api/get-matches';
import { FoundHowDialog } from './found-how-dialog';
import { MatchCandidateCard } from './match-candidate';
import postSection from '../../../components/ui/post-section.module.css';
import styles from './report-matches.module.css';

/** The address fragment a match notification opens (paths.reportMatches, issue 26). */
export const MATCHES_ANCHOR = 'matches';

const keyOf = (c: MatchCandidate) => `${c.source}-${c.dogId ?? c.sightingId}`;
/** A certain match (the same 동물등록번호, ADR 151) leads, whatever order the rest are in. */
const certainFirst = (list: MatchCandidate[]) =>
  [...list].sort((a, b) => Number(b.certain) - Number(a.certain));

/**
 * "비슷한 유기견" on the author's report: shelter dogs and neighbours' found or seen reports
 * that may be theirs, each labelled by its source, and the author's answers.
 */
export function ReportMatches({ reportId, canAnswer }: { reportId: number; canAnswer: boolean }) {
  const matches = useMatches(reportId, true);
  const answer = useAnswerMatch();
  const dialogs = useDialogs();
  const section = useFocusedByHash(MATCHES_ANCHOR, matches.isSuccess);

  /** The candidate whose 찾았어요 asks how the dog came home (issue 38 item 17). */
  const [finding, setFinding] = useState<MatchCandidate>();
  const [findFailure, setFindFailure] = useState<string>();

  const onAnswer = async (candidate: MatchCandidate, kind: MatchAnswer) => {
    if (kind === 'found') {
      setFindFailure(undefined);
      return setFinding(candidate);
    }
    try {
      await answer.mutateAsync({ reportId, candidate, answer: kind });
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.answerFailed));
    }
  };

  const onFound = async (candidate: MatchCandidate, reason: ReportCloseReason) => {
    try {
      const result = await answer.mutateAsync({
        reportId,
        candidate,
        answer: 'found',
        how: { reason },
      });
      setFinding(undefined);
      // A simple confirmation: a toast, not a modal 「알림」.
      dialogs.notify(result.message);
    } catch (error) {
      setFindFailure(errorMessage(error, t.answerFailed));
    }
  };

  const data = matches.data;
  const open = data?.reportStatus === 'OPEN';
  return (
    <section
      id={MATCHES_ANCHOR}
      ref={section}
      tabIndex={-1}
      className={postSection.section}
      aria-labelledby="report-matches-title"
    >
      <h2 id="report-matches-title" className={postSection.title}>
        {t.heading}
      </h2>
      {matches.isPending && <p role="status">{t.loading}</p>}
      {matches.isError && <p role="alert">{errorMessage(matches.error, t.loadFailed)}</p>}
      {data && (
        <>
          <p className={postSection.help}>
            {data.reportStatus === 'FOUND' ? t.closedNote : data.hasPhoto ? t.help : t.noPhoto}
          </p>
          {data.hasPhoto && data.candidates.length === 0 && (
            <p role="status">{data.pending ? t.loading : t.none}</p>
          )}
          <ul className={styles.list}>
            {certainFirst(data.candidates).map((candidate) => (
              <MatchCandidateCard
                key={keyOf(candidate)}
                reportId={reportId}
                candidate={candidate}
                answers={canAnswer && open && candidate.status !== 'FOUND'}
                message={canAnswer && candidate.source !== 'SHELTER'}
                busy={answer.isPending}
                onAnswer={(kind) => void onAnswer(candidate, kind)}
              />
            ))}
          </ul>
        </>
      )}
      {finding && (
        <FoundHowDialog
          candidate={finding}
          busy={answer.isPending}
          failure={findFailure}
          onCancel={() => setFinding(undefined)}
          onSubmit={(reason) => void onFound(finding, reason)}
        />
      )}
    </section>
  );
}

/**
 * `#matches` in the address (a match notification): once the candidates are in, the section
 * is scrolled to and focused, so a screen reader starts there too.
 */
function useFocusedByHash(anchor: string, ready: boolean) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!ready || hash !== `#${anchor}` || !ref.current) return;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [anchor, hash, ready]);
  return ref;
}
