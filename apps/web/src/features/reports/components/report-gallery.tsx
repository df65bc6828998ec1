import type { ReportPhoto } from '@chajul/contracts';
import { reportImageUrl } from '@chajul/contracts';
import { useState } from 'react';
import { DogImage } from '../../../components/ui/dog-image';
import { koReports } from '../../../locales/ko-reports';
import styles from './report-gallery.module.css';

/** The report's photos: one shown large (the cover first), the others as thumbnails to pick. */
export function ReportGallery({ photos, name }: { photos: ReportPhoto[]; name: string }) {
  const [chosen, setChosen] = useState(0);
  const shown = photos[chosen] ? chosen : 0;
  const alt =
    photos.length > 1
      ? koReports.photoOfN(name, shown + 1, photos.length)
      : koReports.photoOf(name);
  return (
    <div className={styles.gallery}>
      <DogImage
        src={reportImageUrl(photos[shown]?.imagePath)}
        alt={alt}
        className={styles.photo}
        loading="eager"
      />
      {photos.length > 1 && (
        <ul className={styles.thumbs} aria-label={koReports.photoThumbs}>
          {photos.map((photo, i) => (
            <li key={photo.imagePath}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={koReports.showPhoto(i + 1)}
                aria-pressed={i === shown}
                onClick={() => setChosen(i)}
              >
                <DogImage src={reportImageUrl(photo.thumbnailPath)} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
