import { lostVisitorMessages as m } from '@chajul/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import pageStyles from '../../../components/ui/page.module.css';
import { errorMessage } from '../../../lib/api-client';
import { claimReports, mailClaimLink, useClaimableReports } from '../api/claim-reports';
import { reportKeys } from '../api/keys';

/**
 * 마이페이지's 「이 이메일로 올린 신고가 있어요」 (ADR 243): lost reports sent without an
 * account from the member's address. A tap mails a link to that address; the link, opened
 * here (?claim=), moves them to the account. The token leaves the address at once.
 */
export function ClaimPrompt() {
  const claimable = useClaimableReports();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('claim');
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('claim');
    setParams(rest, { replace: true });
    claimReports(token).then(
      async (answer) => {
        setNote(answer.message);
        await queryClient.invalidateQueries({ queryKey: reportKeys.all });
        await queryClient.invalidateQueries({ queryKey: ['mypage'] });
      },
      (error: unknown) => setNote(errorMessage(error, m.claimLinkInvalid)),
    );
  }, [token, params, setParams, queryClient]);

  const send = async () => {
    setBusy(true);
    try {
      setNote((await mailClaimLink()).message);
    } catch (error) {
      setNote(errorMessage(error, m.nothingToClaim));
    } finally {
      setBusy(false);
    }
  };

  const count = claimable.data?.count ?? 0;
  if (count === 0 && !note) return null;
  return (
    <section className={pageStyles.card} aria-labelledby="claim-heading">
      {count > 0 && (
        <>
          <h2 id="claim-heading">{m.claimPrompt}</h2>
          <p>{m.claimHint(count)}</p>
          <Button onClick={() => void send()} disabled={busy}>
            {m.claimAction}
          </Button>
        </>
      )}
      {note && <p role="status">{note}</p>}
    </section>
  );
}
