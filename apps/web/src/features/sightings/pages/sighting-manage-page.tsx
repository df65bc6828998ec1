import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { saveFinderToken } from '../../../lib/finder-token';
import { useConfirmOnce } from '../../../lib/use-confirm-once';
import { koSightings } from '../../../locales/ko-sightings';
import { confirmSighting } from '../api/confirm-sighting';
import { sightingKeys } from '../api/keys';
import list from '../../../components/ui/post-list.module.css';
import listStyles from '../components/sightings.module.css';
import { positiveInt } from '../components/use-sighting-params';
import styles from './sighting-pages.module.css';
import type { ViewNotice } from './sighting-view-page';

/**
 * /sighting/manage?token=[&conversation=]: the visitor's private link (ADR 135, ADR 140).
 * Opening it confirms the post (again, harmlessly), keeps the token for this tab, and replaces
 * the address, so the token leaves no trace in history, Referer or a screenshot: then the
 * sighting's page (its author's view), or the conversation a message mail named.
 */
export function SightingManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const conversation = positiveInt(params.get('conversation'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();

  useConfirmOnce(
    token,
    confirmSighting,
    async ({ id, message }) => {
      saveFinderToken(id, token);
      await queryClient.invalidateQueries({ queryKey: sightingKeys.all });
      const state: ViewNotice = { notice: message };
      if (conversation) void navigate(paths.conversation(conversation), { replace: true });
      else void navigate(paths.sightingView(id), { replace: true, state });
    },
    (error) => {
      setFailure(errorMessage(error, koSightings.linkInvalid));
      void navigate(paths.sightingManage, { replace: true });
    },
  );

  const invalid = failure ?? (token ? undefined : koSightings.linkInvalid);
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{koSightings.manageTitle}</h1>
        {invalid ? (
          <>
            <p role="alert">{invalid}</p>
            <Link
              to={paths.sightings}
              className={`${list.secondaryLink} ${listStyles.secondaryLink}`}
            >
              {koSightings.backToList}
            </Link>
          </>
        ) : (
          <p role="status" className={styles.help}>
            {koSightings.confirming}
          </p>
        )}
        <p className={styles.help}>{koSightings.manageHelp}</p>
      </section>
    </div>
  );
}
