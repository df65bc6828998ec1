import type { ReactNode } from 'react';
import styles from './profile-summary.module.css';

/** A labelled list of a person's details (my page, admin page, member detail). */
export function ProfileSummary({
  title,
  items,
  actions,
}: {
  title: string;
  items: { label: string; value: ReactNode }[];
  actions?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
