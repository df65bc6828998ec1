import type { NoticeFile } from '@chajul/contracts';
import styles from '../../../components/ui/board.module.css';
import { koNotices } from '../../../locales/ko-notices';

/**
 * A notice's images with the alt text its admin wrote (issue 27, ADR 125): a decorative one is
 * hidden from screen readers and has no link to its full size; one nobody described is named
 * by its place, never by its file name.
 */
export function NoticeImages({ files }: { files: NoticeFile[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-label={koNotices.attachments}>
      <ul className={styles.files}>
        {files.map((file, index) =>
          file.alt === '' ? (
            <li key={file.id} aria-hidden="true">
              <img src={file.thumbnailUrl} alt="" loading="lazy" />
            </li>
          ) : (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noreferrer">
                <img
                  src={file.thumbnailUrl}
                  alt={file.alt ?? koNotices.imageAltFallback(index + 1)}
                  loading="lazy"
                />
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
