import { useState } from 'react';
import { koGallery } from '../../locales/ko-gallery';
import { DogImage } from './dog-image';
import type { StoredPhoto } from './use-draft-photos';
import styles from './photo-gallery.module.css';

/**
 * A post's photos: one shown large (the cover first), the others as thumbnails to pick; the
 * default picture when there is none. `urlOf` turns the API's paths into the area's URLs.
 */
export function PhotoGallery({
  photos,
  alt,
  urlOf,
}: {
  photos: StoredPhoto[];
  /** The photo's name ("발견한 강아지 사진"); the number is added when there are several. */
  alt: string;
  urlOf: (path: string | null | undefined) => string | null;
}) {
  const [chosen, setChosen] = useState(0);
  const shown = photos[chosen] ? chosen : 0;
  return (
    <div className={styles.gallery}>
      <DogImage
        src={urlOf(photos[shown]?.imagePath)}
        alt={photos.length > 1 ? koGallery.photoN(alt, shown + 1, photos.length) : alt}
        className={styles.photo}
        loading="eager"
      />
      {photos.length > 1 && (
        <ul className={styles.thumbs} aria-label={koGallery.thumbs}>
          {photos.map((photo, i) => (
            <li key={photo.imagePath}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={koGallery.show(i + 1)}
                aria-pressed={i === shown}
                onClick={() => setChosen(i)}
              >
                <DogImage src={urlOf(photo.thumbnailPath)} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
