import type { CSSProperties, ReactNode } from 'react';
import styles from './facts.module.css';

export type FactRow = [label: string, value: ReactNode];

/** Labelled facts as a description list; `labelWidth` (px) widens the labels' column. */
export function Facts({ rows, labelWidth }: { rows: FactRow[]; labelWidth?: number }) {
  const style = labelWidth
    ? ({ '--facts-label-width': `${labelWidth}px` } as CSSProperties)
    : undefined;
  return (
    <dl className={styles.facts} style={style}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
