import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/return-path';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { ko } from '../../../locales/ko';
import { koConversations as t } from '../../../locales/ko-conversations';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import type { MessageAccess } from '../lib/use-message-access';
import { useMessageAccess } from '../lib/use-message-access';
import styles from '../components/conversations.module.css';

/**
 * /messages and /messages?id=: a member's conversations, or a visitor finder's through the
 * private links this tab holds (ADR 143). Neither: a page saying how to get in.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const access = useMessageAccess();
  const allowed = access.member || access.finders.length > 0;
  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {!allowed && <Gate />}
      {allowed && id !== null && <OneConversation id={id} access={access} />}
      {allowed && id === null && <Conversations access={access} />}
    </div>
  );
}

function Gate() {
  const links = useAuthLinks();
  return (
    <section className={pageStyles.card}>
      <p>{t.gate}</p>
      <p>{t.gateLink}</p>
      <Link to={links.login}>{ko.nav.login}</Link>
    </section>
  );
}

function Conversations({ access }: { access: MessageAccess }) {
  const [page, setPage] = useState(0);
  const list = useConversations(access, page);
  if (list.isPending) return <p role="status">{ko.common.loading}</p>;
  if (list.isError) return <p role="alert">{errorMessage(list.error, t.loadFailed)}</p>;
  return (
    <>
      <ConversationList conversations={list.data.content} />
      <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
    </>
  );
}

function OneConversation({ id, access }: { id: number; access: MessageAccess }) {
  const query = useConversation(id, access);
  return (
    <>
      <Link to={paths.messages} className={styles.back}>
        {t.backToList}
      </Link>
      {query.isPending && <p role="status">{ko.common.loading}</p>}
      {query.isError && <p role="alert">{errorMessage(query.error, t.loadFailed)}</p>}
      {query.data && (
        <ConversationView conversation={query.data.conversation} headers={query.data.headers} />
      )}
    </>
  );
}
