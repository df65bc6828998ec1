import { useEffect, useRef } from 'react';
import { ko } from '../../locales/ko';
import { DogImage } from './dog-image';
import styles from './photo-picker.module.css';

/** A chosen photo: one already stored (its URL) or a new file from this device. */
export type PickerPhoto = { id: string; src: string } | { id: string; file: File };

/**
 * A new file's preview. The object URL is made and revoked by the effect and set on the
 * element directly, so React's double-run effects in development never leave a revoked URL.
 */
function FileImage({ file, alt }: { file: File; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt={alt} className={styles.thumb} decoding="async" />;
}

/** One tile of the picker: the preview, the cover badge on the first, and its delete button. */
export function PhotoTile({
  photo,
  index,
  onRemove,
}: {
  photo: PickerPhoto;
  index: number;
  onRemove: () => void;
}) {
  const alt = ko.photoPicker.preview(index + 1);
  return (
    <li className={styles.tile}>
      {'file' in photo ? (
        <FileImage file={photo.file} alt={alt} />
      ) : (
        <DogImage src={photo.src} alt={alt} className={styles.thumb} />
      )}
      {index === 0 && <span className={styles.badge}>{ko.photoPicker.cover}</span>}
      <button
        type="button"
        className={styles.remove}
        aria-label={ko.photoPicker.remove(index + 1)}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
