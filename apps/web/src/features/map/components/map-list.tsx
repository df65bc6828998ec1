import type { MapItem } from '@chajul/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { koMap as t } from '../../../locales/ko-map';
import { linkOf } from '../lib/links';
import styles from './map.module.css';

/** A row opens our page, or a national notice on the official site (ADR 247). */
function RowLink({ item, children }: { item: MapItem; children: ReactNode }) {
  if (item.officialUrl)
    return (
      <a href={item.officialUrl} target="_blank" rel="noopener noreferrer" className={styles.row}>
        {children}
      </a>
    );
  return (
    <Link to={linkOf(item)} className={styles.row}>
      {children}
    </Link>
  );
}

/** The points of the map's view as a list, newest first: the same query, so in step. */
export function MapList({ items }: { items: MapItem[] }) {
  return (
    <ul className={styles.list} aria-label={t.list}>
      {items.map((item) => (
        <li key={`${item.kind}${item.id}`}>
          <RowLink item={item}>
            {item.imageUrl ? (
              <img className={styles.thumb} src={item.imageUrl} alt="" loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.rowText}>
              <span className={`${styles.badge} ${styles[item.kind]}`}>{t.kind[item.kind]}</span>
              <strong>{item.title || t.untitled}</strong>
              <span>
                {item.date && `${item.date} · `}
                {item.place}
              </span>
              {item.point.approximate && <span className={styles.approxNote}>{t.approximate}</span>}
            </span>
          </RowLink>
        </li>
      ))}
    </ul>
  );
}
