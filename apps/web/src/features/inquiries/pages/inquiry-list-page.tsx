import type { InquiryListItem, InquiryStatus } from '@chajul/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import { useDialogs } from '../../../components/ui/dialog-provider';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { positiveId } from '../../../lib/return-path';
import { ko } from '../../../locales/ko';
import { koInquiries } from '../../../locales/ko-inquiries';
import { useInquiries } from '../api/get-inquiries';
import { InquiryFilters } from '../components/inquiry-filters';
import { InquiryStatusBadge } from '../components/inquiry-status-badge';
import { VisibilityBadge } from '../components/visibility-badge';
import { DateText } from '../../../components/ui/date-text';

const asStatus = (v: string | null): InquiryStatus | undefined =>
  v === 'PENDING' || v === 'ANSWERED' ? v : undefined;

/** Spec §2: 5 per page, public/private marker, masked nickname, answered marker, displayNo. */
export function InquiryListPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const page = positiveId(params.get('page')) ?? 1;
  const status = asStatus(params.get('status'));
  const q = params.get('q') ?? '';
  const inquiries = useInquiries({ page, status, q });
  const from = location.pathname + location.search;

  const update = (next: { page?: number; status?: InquiryStatus | undefined; q?: string }) => {
    const merged = new URLSearchParams();
    const values = { page, status, q, ...next };
    if (values.page > 1) merged.set('page', String(values.page));
    if (values.status) merged.set('status', values.status);
    if (values.q) merged.set('q', values.q);
    setParams(merged);
  };
  const rows = inquiries.data?.content ?? [];

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1>{koInquiries.listTitle}</h1>
        <Link className={styles.writeLink} to={paths.inquiryWrite}>
          {koInquiries.write}
        </Link>
      </div>
      <InquiryFilters
        key={q}
        status={status}
        q={q}
        onChange={(next) => update({ ...next, page: 1 })}
      />
      {inquiries.isError && (
        <p className={styles.message} role="alert">
          {koInquiries.listFailure}
        </p>
      )}
      {inquiries.isPending && <p className={styles.message}>{ko.common.loading}</p>}
      {inquiries.isSuccess && rows.length === 0 && (
        <p className={styles.empty}>{q || status ? koInquiries.noResults : koInquiries.empty}</p>
      )}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{koInquiries.no}</th>
              <th scope="col">{koInquiries.visibility}</th>
              <th scope="col" className={styles.titleHead}>
                {koInquiries.title}
              </th>
              <th scope="col">{koInquiries.author}</th>
              <th scope="col">{koInquiries.createdAt}</th>
              <th scope="col">{koInquiries.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <InquiryRow key={row.id} row={row} from={from} />
            ))}
          </tbody>
        </table>
      )}
      {inquiries.data && (
        <Pagination
          page={page - 1}
          totalPages={inquiries.data.totalPages}
          window={10}
          onChange={(next) => update({ page: next + 1 })}
        />
      )}
    </div>
  );
}

function InquiryRow({ row, from }: { row: InquiryListItem; from: string }) {
  const dialogs = useDialogs();
  return (
    <tr>
      <td data-label={koInquiries.no}>{row.displayNo}</td>
      <td data-label={koInquiries.visibility}>
        <VisibilityBadge isPublic={row.isPublic} />
      </td>
      <td className={styles.titleCell}>
        {row.readable ? (
          <Link to={`${paths.inquiry(row.id)}?from=${encodeURIComponent(from)}`}>{row.title}</Link>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void dialogs.alert(koInquiries.privateOnlyAuthor)}
          >
            {row.title}
          </button>
        )}
      </td>
      <td data-label={koInquiries.author}>{row.authorNickname}</td>
      <td data-label={koInquiries.createdAt}>
        <DateText value={row.createdAt} withTime />
      </td>
      <td data-label={koInquiries.status}>
        <InquiryStatusBadge status={row.status} />
      </td>
    </tr>
  );
}
