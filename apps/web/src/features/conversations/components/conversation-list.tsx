import type { ConversationSummary } from '@chajul/contracts';
import { sightingMessages } from '@chajul/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { formatKoreanDateTime } from '../../../lib/format';
import { koConversations as t } from '../../../locales/ko-conversations';
import section from '../../../components/ui/post-section.module.css';
import styles from './conversations.module.css';

type Props = {
  conversations: ConversationSummary[];
  /** Opens a conversation in place (a visitor family's manage page) instead of /messages. */
  onOpen?: (id: number) => void;
};

/** The reader's conversations, newest first: who, about which dog, the last word, unread. */
export function ConversationList({ conversations, onOpen }: Props) {
  if (conversations.length === 0) return <p role="status">{t.empty}</p>;
  return (
    <ul className={styles.list} aria-label={t.list}>
      {conversations.map((c) => (
        <li key={c.id}>
          <Row id={c.id} onOpen={onOpen}>
            <DogImage
              src={c.role === 'OWNER' ? c.sighting.imagePath : (c.lostReport?.imagePath ?? null)}
              alt=""
              className={`${section.thumb} ${styles.thumb}`}
              width={72}
              height={54}
            />
            <span className={styles.summary}>
              <strong>{t.with(c.otherName)}</strong>
              <span className={styles.meta}>
                {c.lostReport ? t.about(c.lostReport.title) : t.leftReportTitle} ·{' '}
                {t.sightingOf(sightingMessages.kindLabel[c.sighting.kind], c.sighting.place)}
              </span>
              {c.lastMessage && (
                <span className={styles.last}>
                  {c.lastMessage.body}
                  <span className={styles.meta}>
                    {' '}
                    · {formatKoreanDateTime(c.lastMessage.createdAt)}
                  </span>
                </span>
              )}
            </span>
            {c.familyLeft && <span className={styles.meta}>{t.familyLeftLine}</span>}
            {c.unread > 0 && <span className={styles.badge}>{t.unread(c.unread)}</span>}
          </Row>
        </li>
      ))}
    </ul>
  );
}

function Row({
  id,
  onOpen,
  children,
}: {
  id: number;
  onOpen?: Props['onOpen'];
  children: ReactNode;
}) {
  if (!onOpen) {
    return (
      <Link to={paths.conversation(id)} className={`${section.rowLink} ${styles.row}`}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${section.rowLink} ${styles.row} ${styles.rowButton}`}
      onClick={() => onOpen(id)}
    >
      {children}
    </button>
  );
}
