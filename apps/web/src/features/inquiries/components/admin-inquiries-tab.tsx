import { ADMIN_PAGE_SIZE } from '@chajul/contracts';
import type { InquiryStatus } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/ui/admin-table';
import styles from '../../../components/ui/board.module.css';
import buttonStyles from '../../../components/ui/button.module.css';
import { paths } from '../../../config/paths';
import { koAdmin } from '../../../locales/ko-admin';
import { useInquiries } from '../api/get-inquiries';
import { InquiryFilters } from './inquiry-filters';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { DateText } from '../../../components/ui/date-text';

const t = koAdmin;

/** Spec §2 Admin page, Inquiries: status filter and search, 10 a page, answer or view. */
export function AdminInquiriesTab() {
  const [filter, setFilter] = useState<{ status: InquiryStatus | undefined; q: string }>({
    status: undefined,
    q: '',
  });
  // The inquiry list call is one-based (spec §7); the pagination is zero-based.
  const [page, setPage] = useState(0);
  const inquiries = useInquiries({ ...filter, page: page + 1, limit: ADMIN_PAGE_SIZE });
  return (
    <div>
      <InquiryFilters
        key={filter.q}
        status={filter.status}
        q={filter.q}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <AdminTable
        label={t.inquiriesTab}
        columns={[t.id, t.inquiryTitle, t.inquiryAuthor, t.writtenAt, t.inquiryStatus, t.manage]}
        query={inquiries}
        rows={inquiries.data?.content ?? []}
        failure={t.inquiryListFailure}
        empty={t.noInquiries}
        renderRow={(row) => (
          <tr key={row.id}>
            <td data-label={t.id}>{row.displayNo}</td>
            <td className={styles.titleCell}>{row.title}</td>
            <td data-label={t.inquiryAuthor}>{row.authorNickname}</td>
            <td data-label={t.writtenAt}>
              <DateText value={row.createdAt} withTime />
            </td>
            <td data-label={t.inquiryStatus}>
              <InquiryStatusBadge status={row.status} />
            </td>
            <td>
              <Link
                to={`${paths.inquiryDetail}?id=${row.id}`}
                className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                aria-label={`${row.title} ${row.status === 'ANSWERED' ? t.viewAnswer : t.answer}`}
              >
                {row.status === 'ANSWERED' ? t.viewAnswer : t.answer}
              </Link>
            </td>
          </tr>
        )}
        page={page}
        totalPages={inquiries.data?.totalPages ?? 0}
        onPage={setPage}
      />
    </div>
  );
}
