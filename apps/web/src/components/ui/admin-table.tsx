import type { ReactNode } from 'react';
import { ko } from '../../locales/ko';
import styles from './board.module.css';
import { Pagination } from './pagination';

type ListQuery = { isError: boolean; isPending: boolean; isSuccess: boolean };

type Props<Row> = {
  /** The table's accessible name: the tab's title. */
  label: string;
  columns: string[];
  query: ListQuery;
  rows: Row[];
  failure: string;
  empty: string;
  /** One `<tr>` per row, with its key. */
  renderRow: (row: Row) => ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

/**
 * An admin tab's list (spec §2 Admin page): the loading, failure and empty messages, the
 * table under one header row, and the pager below.
 */
export function AdminTable<Row>(props: Props<Row>) {
  const { query, rows } = props;
  return (
    <>
      {query.isError && (
        <p className={styles.message} role="alert">
          {props.failure}
        </p>
      )}
      {query.isPending && <p className={styles.message}>{ko.common.loading}</p>}
      {query.isSuccess && rows.length === 0 && <p className={styles.empty}>{props.empty}</p>}
      {rows.length > 0 && (
        <table className={styles.table} aria-label={props.label}>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(props.renderRow)}</tbody>
        </table>
      )}
      <Pagination page={props.page} totalPages={props.totalPages} onChange={props.onPage} />
    </>
  );
}
