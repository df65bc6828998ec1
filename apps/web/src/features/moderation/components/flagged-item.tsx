import type { FlaggedItem, ModerationAction } from '@chajul/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date-text';
import { koModeration as t } from '../../../locales/ko-moderation';
import styles from './admin-flags-tab.module.css';

type Props = {
  item: FlaggedItem;
  busy: boolean;
  onAct: (item: FlaggedItem, action: ModerationAction) => void;
};

/** One flagged item: what and whose it is, why people flagged it, and the admin's actions. */
export function FlaggedItemCard({ item, busy, onAct }: Props) {
  const headingId = `flag-${item.targetType}-${item.targetId}`;
  const act = (action: ModerationAction) => () => onAct(item, action);
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={styles.type}>{t.targetLabel[item.targetType]}</span>
        <h3 id={headingId} className={styles.excerpt}>
          {item.excerpt}
        </h3>
        {item.hidden && <span className={styles.badge}>{t.hiddenBadge}</span>}
        {item.authorBlocked && <span className={styles.badge}>{t.blockedBadge}</span>}
        {!item.open && <span className={styles.done}>{t.doneBadge}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.author}</dt>
          <dd>{item.authorName}</dd>
        </div>
        <div>
          <dt>{t.reasons}</dt>
          <dd>
            {item.reasons.map((r) => t.reasonLabel[r]).join(', ')} ({t.count(item.flagCount)})
          </dd>
        </div>
        <div>
          <dt>{t.lastFlagged}</dt>
          <dd>
            <DateText value={item.lastFlaggedAt} withTime />
          </dd>
        </div>
        {item.details.length > 0 && (
          <div>
            <dt>{t.notes}</dt>
            <dd>
              <ul className={styles.notes}>
                {item.details.map((note, i) => (
                  <li key={i}>{note}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {item.path && (
          <Link to={item.path} aria-label={`${item.excerpt} ${t.view}`}>
            {t.view}
          </Link>
        )}
        {item.hidden ? (
          <Button variant="secondary" disabled={busy} onClick={act('RESTORE')}>
            {t.actionLabel.RESTORE}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={act('HIDE')}>
            {t.actionLabel.HIDE}
          </Button>
        )}
        {!item.authorBlocked && (
          <Button variant="danger" disabled={busy} onClick={act('BLOCK')}>
            {t.actionLabel.BLOCK}
          </Button>
        )}
      </div>
    </li>
  );
}
