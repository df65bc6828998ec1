import { useEffect, useRef } from 'react';
import { koPhotoPicker } from '../../locales/ko-photo-picker';
import { DogImage } from './dog-image';
import styles from './photo-picker.module.css';

/**
 * A chosen photo: one already stored (its URL) or a new file from this device; `name`, when
 * given, names it in the preview's text and its delete button (a notice's attachments).
 */
export type PickerPhoto = ({ id: string; src: string } | { id: string; file: File }) & {
  name?: string;
};

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
  single,
  disabled,
  onRemove,
}: {
  photo: PickerPhoto;
  index: number;
  /** The only photo of a one-photo picker: no number, no cover badge. */
  single: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const alt = photo.name ?? (single ? koPhotoPicker.previewOne : koPhotoPicker.preview(index + 1));
  const removeLabel = photo.name
    ? koPhotoPicker.removeNamed(photo.name)
    : single
      ? koPhotoPicker.removeOne
      : koPhotoPicker.remove(index + 1);
  return (
    <li className={styles.tile}>
      {'file' in photo ? (
        <FileImage file={photo.file} alt={alt} />
      ) : (
        <DogImage src={photo.src} alt={alt} className={styles.thumb} />
      )}
      {index === 0 && !single && <span className={styles.badge}>{koPhotoPicker.cover}</span>}
      <button
        type="button"
        className={styles.remove}
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
