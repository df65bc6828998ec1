import type { LossNotice } from '@chajul/contracts';
import { lossNoticeImageUrl, OFFICIAL_LOSS_LIST_URL } from '@chajul/contracts';
import { DateText } from '../../../components/ui/date-text';
import { DogImage } from '../../../components/ui/dog-image';
import { errorMessage } from '../../../lib/api-client';
import { koLossNotices } from '../../../locales/ko-loss-notices';
import { useLossNotices } from '../api/get-loss-notices';
import list from '../../../components/ui/post-list.module.css';
import styles from './reports.module.css';

/** How many notices the board shows; the rest are on the official site. */
const SHOWN = 6;

export function LossNoticeCard({ notice }: { notice: LossNotice }) {
  const what = notice.species || koLossNotices.untitled;
  const facts = [notice.colour, notice.gender, notice.age].filter(Boolean).join(' · ');
  return (
    <li className={`${list.card} ${styles.card}`}>
      <DogImage
        src={lossNoticeImageUrl(notice.thumbnailPath)}
        alt={koLossNotices.photoOf(what)}
        className={list.cardImage}
        width={480}
        height={360}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{what}</h3>
        <dl className={styles.cardFacts}>
          <div>
            <dt>{koLossNotices.dateLost}</dt>
            <dd>{notice.lostDate ? <DateText value={notice.lostDate} /> : '-'}</dd>
          </div>
          <div>
            <dt>{koLossNotices.place}</dt>
            <dd>{[notice.region, notice.district].filter(Boolean).join(' ')}</dd>
          </div>
        </dl>
        {facts && <p className={styles.cardTags}>{facts}</p>}
        {notice.content && <p>{notice.content}</p>}
        <a
          href={notice.officialUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={koLossNotices.officialOf(what)}
        >
          {koLossNotices.official}
        </a>
      </div>
    </li>
  );
}

/**
 * The board's 「국가동물보호정보시스템 분실 신고」 (ADR 247): the open notices of the area searched,
 * each pointing to the official site, where the family's contact is; none is shown here.
 */
export function LossNoticesSection({ region, district }: { region: string; district: string }) {
  const notices = useLossNotices({ region, district, size: SHOWN });
  const total = notices.data?.pagination.meta.totalItems ?? 0;
  return (
    <section aria-labelledby="loss-notices-title">
      <h2 id="loss-notices-title">{koLossNotices.title}</h2>
      <p>{koLossNotices.intro}</p>
      {notices.isError && (
        <p role="alert" className={list.message}>
          {errorMessage(notices.error, koLossNotices.loadFailed)}
        </p>
      )}
      {notices.isSuccess && total === 0 && <p className={list.message}>{koLossNotices.empty}</p>}
      {notices.data && total > 0 && (
        <>
          <p className={styles.total}>{koLossNotices.total(total)}</p>
          <ul className={`${list.grid} ${styles.grid}`} aria-label={koLossNotices.listLabel}>
            {notices.data.data.map((notice) => (
              <LossNoticeCard key={notice.id} notice={notice} />
            ))}
          </ul>
          {total > SHOWN && (
            <a href={OFFICIAL_LOSS_LIST_URL} target="_blank" rel="noopener noreferrer">
              {koLossNotices.more}
            </a>
          )}
        </>
      )}
    </section>
  );
}
