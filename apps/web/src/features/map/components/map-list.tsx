import type { MapItem } from '@chajul/contracts';
import { Link } from 'react-router';
import { koMap as t } from '../../../locales/ko-map';
import { linkOf } from '../lib/links';
import styles from './map.module.css';

/** The points of the map's view as a list, newest first: the same query, so in step. */
export function MapList({ items }: { items: MapItem[] }) {
  return (
    <ul className={styles.list} aria-label={t.list}>
      {items.map((item) => (
        <li key={`${item.kind}${item.id}`}>
          <Link to={linkOf(item)} className={styles.row}>
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
          </Link>
        </li>
      ))}
    </ul>
  );
}
