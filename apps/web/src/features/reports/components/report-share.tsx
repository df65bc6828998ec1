import type { PhoneVisibility } from '@chajul/contracts';
import { useState } from 'react';
import { ShareButton } from '../../../components/ui/share-button';
import formStyles from '../../../components/ui/form.module.css';
import { paths } from '../../../config/paths';
import { koReports } from '../../../locales/ko-reports';
import styles from './report-share.module.css';

type Props = {
  id: number;
  title: string;
  placeLost: string;
  imageUrl?: string | null;
  /** The flyer prints the number only when everyone may see it (ADR 136). */
  phoneVisibility: PhoneVisibility;
};

/** Spreading a report: the share sheet or a copied link, and a printable A4 flyer. */
export function ReportShare({ id, title, placeLost, imageUrl, phoneVisibility }: Props) {
  const [withContact, setWithContact] = useState(true);
  const contactChoice = phoneVisibility === 'PUBLIC';
  const flyer = `/api/lost-pet/${id}/flyer.pdf${contactChoice && !withContact ? '?contact=0' : ''}`;
  return (
    <section className={styles.share} aria-label={koReports.shareTitle}>
      <h2 className={styles.title}>{koReports.shareTitle}</h2>
      <p className={styles.help}>{koReports.shareHelp}</p>
      <div className={styles.row}>
        <ShareButton
          title={title}
          text={koReports.shareText(placeLost)}
          url={`${window.location.origin}${paths.reportView(id)}`}
          imageUrl={imageUrl}
        />
        <a className={styles.flyer} href={flyer} target="_blank" rel="noopener">
          {koReports.flyer}
        </a>
        {contactChoice && (
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={withContact}
              onChange={(event) => setWithContact(event.target.checked)}
            />
            {koReports.flyerWithContact}
          </label>
        )}
      </div>
      {!contactChoice && <p className={styles.help}>{koReports.flyerNoContact}</p>}
    </section>
  );
}
