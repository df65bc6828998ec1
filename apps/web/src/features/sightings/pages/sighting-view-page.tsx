import { Link, useLocation } from 'react-router';
import { FlagButton } from '../../../components/ui/flag-dialog';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { finderTokenFor } from '../../../lib/finder-token';
import { ko } from '../../../locales/ko';
import { koSightings } from '../../../locales/ko-sightings';
import { useSighting } from '../api/get-sighting';
import { AuthorActions } from '../components/author-actions';
import { FamilyList } from '../components/family-list';
import { FinderAlerts } from '../components/finder-alerts';
import { FinderConversations } from '../components/finder-conversations';
import { KindBadges } from '../components/kind-badge';
import { LossNoticesLike } from '../../reports';
import { lossFactsOf } from '../components/loss-facts';
import { SightingDetails } from '../components/sighting-details';
import list from '../../../components/ui/post-list.module.css';
import listStyles from '../components/sightings.module.css';
import { useSightingParams } from '../components/use-sighting-params';
import pages from '../../../components/ui/post-pages.module.css';
import styles from './sighting-pages.module.css';

/** What the manage page passes on after confirming: the server's "제보가 올라갔습니다". */
export type ViewNotice = { notice?: string };

/**
 * /sighting/view?id=: anyone reads an open or closed sighting; its author (by login, or by the
 * private link this tab opened: ADR 140) also gets 수정, 마감하기, the possible families and
 * the conversations. Everyone else may flag it.
 */
export function SightingViewPage() {
  const { id } = useSightingParams();
  const sighting = useSighting(id);
  const notice = (useLocation().state as ViewNotice | null)?.notice;

  if (id !== undefined && sighting.isPending) {
    return <p className={pages.loading}>{ko.common.loading}</p>;
  }
  if (!sighting.data) {
    return (
      <div className={`${pages.viewPage} ${styles.viewPage}`}>
        <h1 className={pageStyles.title}>{koSightings.notFoundTitle}</h1>
        <p className={pages.empty} role="status">
          {errorMessage(sighting.error, koSightings.notFound)}
        </p>
        <Link to={paths.sightings} className={`${list.secondaryLink} ${listStyles.secondaryLink}`}>
          {koSightings.backToList}
        </Link>
      </div>
    );
  }

  const s = sighting.data;
  const place = [s.district, s.place].filter(Boolean).join(' ');
  return (
    <div className={`${pages.viewPage} ${styles.viewPage}`}>
      <section className={pageStyles.card}>
        {notice && (
          <p className={formStyles.formSuccess} role="status">
            {notice}
          </p>
        )}
        <KindBadges kind={s.kind} status={s.status} />
        <h1
          className={pageStyles.title}
        >{`${koSightings.viewTitle(koSightings.kindLabel[s.kind])} · ${place}`}</h1>
        <SightingDetails sighting={s} />
        {s.isAuthor && <FamilyList sightingId={s.id} open={s.status === 'OPEN'} />}
        {s.status === 'OPEN' && <LossNoticesLike facts={lossFactsOf(s)} />}
        {s.isAuthor && <FinderConversations sightingId={s.id} />}
        {s.isAuthor && finderTokenFor(s.id) && <FinderAlerts sightingId={s.id} />}
        <div className={pages.actions}>
          <Link
            to={paths.sightings}
            className={`${list.secondaryLink} ${listStyles.secondaryLink}`}
          >
            {koSightings.backToList}
          </Link>
          <div className={`${pages.actionGroup} ${styles.actionGroup}`}>
            {s.isAuthor ? (
              <AuthorActions sighting={s} />
            ) : (
              <FlagButton targetType="SIGHTING" targetId={s.id} />
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
