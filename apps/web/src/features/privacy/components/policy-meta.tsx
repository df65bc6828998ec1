import type { PolicyVersion } from '@chajul/contracts';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import styles from './policy.module.css';

/** 버전 1.0 · 시행일 2026-12-01, under a policy page's title. */
export function PolicyMeta({ policy }: { policy: PolicyVersion }) {
  return (
    <p className={styles.meta}>
      {t.version} {policy.version} · {t.effectiveDate} {policy.effectiveDate}
    </p>
  );
}
