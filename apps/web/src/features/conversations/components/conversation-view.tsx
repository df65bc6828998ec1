import type { Conversation } from '@chajul/contracts';
import { sightingMessages } from '@chajul/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FlagButton } from '../../../components/ui/flag-dialog';
import { paths } from '../../../config/paths';
import { formatKoreanDateTime } from '../../../lib/format';
import { koConversations as t } from '../../../locales/ko-conversations';
import { useSendMessage } from '../api/send-message';
import { MessageForm } from './message-form';
import styles from './conversations.module.css';

type Props = { conversation: Conversation; headers: Record<string, string> };

/** One conversation as a chat: mine on the right, theirs on the left, and the answer box. */
export function ConversationView({ conversation: c, headers }: Props) {
  const send = useSendMessage();
  const thread = useRef<HTMLOListElement>(null);
  const count = c.messages.length;
  // The newest message in view, by scrolling the thread alone: scrollIntoView could move the
  // page and, in Chromium, where Tab starts, so the skip link was no longer the first stop.
  useEffect(() => {
    const list = thread.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <section className={styles.conversation} aria-labelledby="conversation-title">
      <h2 id="conversation-title" className={styles.with}>
        {t.with(c.otherName)}
      </h2>
      <p className={styles.meta}>
        {c.lostReport ? (
          <Link to={paths.reportView(c.lostReport.id)}>{t.about(c.lostReport.title)}</Link>
        ) : (
          t.leftReportTitle
        )}
        {' · '}
        <Link to={paths.sightingView(c.sighting.id)}>
          {t.sightingOf(sightingMessages.kindLabel[c.sighting.kind], c.sighting.place)}
        </Link>
      </p>
      <ol ref={thread} className={styles.thread} aria-label={t.thread}>
        {c.messages.map((m) => (
          <li key={m.id} className={m.fromMe ? styles.mine : styles.theirs}>
            <span className={styles.sender}>{m.fromMe ? t.mine : m.senderName}</span>
            <p className={styles.bubble}>{m.body}</p>
            <span className={styles.time}>
              <time dateTime={m.createdAt}>{formatKoreanDateTime(m.createdAt)}</time>
              {!m.fromMe && (
                <FlagButton
                  targetType="MESSAGE"
                  targetId={m.id}
                  label={t.flagMessage}
                  headers={headers}
                />
              )}
            </span>
          </li>
        ))}
        {count === 0 && !c.familyLeft && <li className={styles.meta}>{t.noMessage}</li>}
        {c.familyLeft && <li className={styles.system}>{t.familyLeftLine}</li>}
      </ol>
      {c.familyLeft ? (
        <p role="status" className={styles.meta}>
          {t.familyLeftNote}
        </p>
      ) : (
        <MessageForm
          busy={send.isPending}
          onSend={(body) => send.mutateAsync({ id: c.id, body, headers })}
        />
      )}
    </section>
  );
}
