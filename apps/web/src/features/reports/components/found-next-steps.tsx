import type { ReportCloseReason } from '@chajul/contracts';
import type { ReactNode } from 'react';
import { koReports as t } from '../../../locales/ko-reports';
import styles from './report-share.module.css';

/**
 * What a family does once the dog is found (issue 26), in place of "널리 알려주세요": how to
 * reclaim a dog from a shelter and what to bring, or the first things to do at home. The
 * shelter's number comes from the matches (`shelterContact`), shown to the owner only.
 */
export function FoundNextSteps({
  reason,
  shelterContact,
}: {
  reason: ReportCloseReason | null;
  shelterContact?: ReactNode;
}) {
  const fromShelter = reason === 'SHELTER';
  return (
    <section className={styles.share} aria-labelledby="report-next-steps">
      <h2 id="report-next-steps" className={styles.title}>
        {t.nextStepsTitle}
      </h2>
      {reason && <p className={styles.help}>{t.closedBecause(t.closeReasonLabels[reason])}</p>}
      {fromShelter && (
        <>
          <h3 className={styles.subtitle}>{t.reclaimTitle}</h3>
          <ol className={styles.steps}>
            {t.reclaimSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {shelterContact}
        </>
      )}
      <h3 className={styles.subtitle}>{fromShelter ? t.bringTitle : t.homeTitle}</h3>
      <ul className={styles.steps}>
        {(fromShelter ? t.bringList : t.homeSteps).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
