import type { NoticeSearchType } from '@chajul/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import styles from '../../../components/ui/board.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { koNotices } from '../../../locales/ko-notices';
import { useNotices } from '../api/get-notices';
import { NoticeSearch } from '../components/notice-search';
import { DateText } from '../../../components/ui/date-text';

/** Spec §2: 5 per page, a window of 10 page numbers, search by type, sort by date. */
export function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { isAdmin } = useSession();
  const page = (positiveId(params.get('page')) ?? 1) - 1;
  const type: NoticeSearchType = params.get('type') === 'title' ? 'title' : 'title_content';
  const q = params.get('q') ?? '';
  const direction = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const notices = useNotices({ page, direction, type, q });

  const update = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1))
        merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  const from = location.pathname + location.search;
  const rows = notices.data?.data ?? [];
  const meta = notices.data?.pagination.meta;

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1>{koNotices.listTitle}</h1>
        {isAdmin && (
          <Link className={styles.writeLink} to={paths.noticeWrite}>
            {koNotices.write}
          </Link>
        )}
      </div>
      <NoticeSearch
        key={`${type}|${q}`}
        type={type}
        q={q}
        direction={direction}
        onSearch={(next) => update({ ...next, page: undefined })}
        onSort={(sort) => update({ sort: sort === 'desc' ? undefined : sort, page: undefined })}
      />
      {notices.isError && (
        <p className={styles.message} role="alert">
          {errorMessage(notices.error, ko.common.genericError)}
        </p>
      )}
      {notices.isPending && <p className={styles.message}>{ko.common.loading}</p>}
      {meta && <p className={styles.summary}>{koNotices.total(meta.totalItems)}</p>}
      {notices.isSuccess && rows.length === 0 && (
        <p className={styles.empty}>{q ? koNotices.noResults : koNotices.empty}</p>
      )}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{koNotices.no}</th>
              <th scope="col" className={styles.titleHead}>
                {koNotices.title}
              </th>
              <th scope="col">{koNotices.author}</th>
              <th scope="col">{koNotices.createdAt}</th>
              <th scope="col">{koNotices.views}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((notice) => (
              <tr key={notice.id}>
                <td data-label={koNotices.no}>{notice.displayNo}</td>
                <td className={styles.titleCell}>
                  <Link to={`${paths.notice(notice.id)}?from=${encodeURIComponent(from)}`}>
                    {notice.title}
                  </Link>
                  {notice.fileCount > 0 && (
                    <>
                      {' '}
                      <span className={styles.badge}>{koNotices.photoBadge}</span>
                    </>
                  )}
                </td>
                <td data-label={koNotices.author}>{notice.author}</td>
                <td data-label={koNotices.createdAt}>
                  <DateText value={notice.createdAt} />
                </td>
                <td data-label={koNotices.views}>{notice.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta && (
        <Pagination
          page={page}
          totalPages={meta.totalPages}
          window={10}
          onChange={(next) => update({ page: next + 1 })}
        />
      )}
    </div>
  );
}
