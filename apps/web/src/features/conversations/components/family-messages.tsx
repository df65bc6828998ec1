import { useState } from 'react';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koConversations as t } from '../../../locales/ko-conversations';
import type { FamilyKey } from '../api/family-conversations';
import {
  familyHeaders,
  useFamilyConversation,
  useFamilyConversations,
} from '../api/family-conversations';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import styles from './conversations.module.css';

type Props = FamilyKey & {
  /** The conversation a message mail named (`&conversation=` in its link), opened first. */
  openFirst?: number | null;
};

/**
 * The conversations of a family that reported without an account, on its manage page
 * (ADR 258): the finders' messages and its answers, by its report's private link. Neither
 * side sees the other's number, address or exact pin.
 */
export function FamilyMessages({ openFirst = null, ...key }: Props) {
  const [open, setOpen] = useState<number | null>(openFirst);
  return (
    <section className={pageStyles.card} aria-labelledby="family-messages-title">
      <h2 id="family-messages-title">{t.familyTitle}</h2>
      <p className={styles.meta}>{t.familyHint}</p>
      {open === null ? (
        <FamilyList family={key} onOpen={setOpen} />
      ) : (
        <FamilyThread id={open} family={key} onBack={() => setOpen(null)} />
      )}
    </section>
  );
}

function FamilyList({ family, onOpen }: { family: FamilyKey; onOpen: (id: number) => void }) {
  const [page, setPage] = useState(0);
  const list = useFamilyConversations(family, page);
  if (list.isPending) return <p role="status">{ko.common.loading}</p>;
  if (list.isError) return <p role="alert">{errorMessage(list.error, t.loadFailed)}</p>;
  if (list.data.totalElements === 0) return <p>{t.familyEmpty}</p>;
  return (
    <>
      <ConversationList conversations={list.data.content} onOpen={onOpen} />
      <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
    </>
  );
}

type ThreadProps = { id: number; family: FamilyKey; onBack: () => void };

function FamilyThread({ id, family, onBack }: ThreadProps) {
  const query = useFamilyConversation(id, family);
  return (
    <>
      <button type="button" className={styles.back} onClick={onBack}>
        {t.backToList}
      </button>
      {query.isPending && <p role="status">{ko.common.loading}</p>}
      {query.isError && <p role="alert">{errorMessage(query.error, t.loadFailed)}</p>}
      {query.data && (
        <ConversationView conversation={query.data} headers={familyHeaders(family.token)} />
      )}
    </>
  );
}
