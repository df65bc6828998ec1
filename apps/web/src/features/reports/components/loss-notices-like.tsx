import type { LossNoticeMatchQuery } from '@chajul/contracts';
import { koLossNoticesLike } from '../../../locales/ko-loss-notices';
import { useLossNoticesLike } from '../api/get-loss-notices';
import { LossNoticeCard } from './loss-notices-section';
import list from '../../../components/ui/post-list.module.css';
import styles from './reports.module.css';

/**
 * The national lost-animal notices like a dog someone found or saw, or a shelter holds (ADR
 * 247): shown to whoever reads the dog's page, each pointing to the official notice, since
 * the family has no contact here. Nothing is shown when none is alike or the facts are unknown.
 */
export function LossNoticesLike({ facts }: { facts: LossNoticeMatchQuery | undefined }) {
  const like = useLossNoticesLike(facts);
  const notices = like.data?.data ?? [];
  if (!notices.length) return null;
  return (
    <section aria-labelledby="loss-notices-like-title">
      <h2 id="loss-notices-like-title">{koLossNoticesLike.title}</h2>
      <p>{koLossNoticesLike.intro}</p>
      <ul className={`${list.grid} ${styles.grid}`} aria-label={koLossNoticesLike.listLabel}>
        {notices.map((notice) => (
          <LossNoticeCard key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}
