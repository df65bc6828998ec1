import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { koConversations } from '../../../locales/ko-conversations';
import { koSightings } from '../../../locales/ko-sightings';
import { useFinderConversations } from '../api/get-finder-conversations';
import styles from './author-panels.module.css';
import list from '../../../components/ui/post-list.module.css';
import listStyles from './sightings.module.css';

/**
 * The author's conversations about this sighting, each leading to the messages page. A
 * member's list has all their conversations: only this sighting's are shown here.
 */
export function FinderConversations({ sightingId }: { sightingId: number }) {
  const conversations = useFinderConversations(sightingId);
  const rows = (conversations.data?.content ?? []).filter((c) => c.sighting.id === sightingId);
  if (!conversations.isSuccess) return null;
  return (
    <section className={styles.panel} aria-labelledby="sighting-conversations">
      <h2 id="sighting-conversations">{koSightings.conversations}</h2>
      {rows.length === 0 ? (
        <p className={styles.help}>{koSightings.conversationsEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((c) => (
            <li key={c.id} className={styles.conversation}>
              <div>
                <p>
                  {koSightings.conversationWith(
                    c.otherName,
                    c.lostReport?.title ?? koConversations.leftReportTitle,
                  )}
                </p>
                {c.familyLeft && <p>{koConversations.familyLeftLine}</p>}
                {c.lastMessage && <p className={styles.last}>{c.lastMessage.body}</p>}
                {c.unread > 0 && <p>{koSightings.unread(c.unread)}</p>}
              </div>
              <Link
                to={paths.conversation(c.id)}
                className={`${list.secondaryLink} ${listStyles.secondaryLink}`}
              >
                {koSightings.openConversation}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
