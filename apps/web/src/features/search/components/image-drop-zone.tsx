import type { DragEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ko } from '../../../locales/ko';
import styles from './image-drop-zone.module.css';

type Props = {
  file: File | null;
  onChange(file: File | null): void;
  /** Called with a non-image file; the zone keeps its current photo. */
  onRejected?(): void;
  disabled?: boolean;
};

/** Click or drag-and-drop one photo, with a preview and a delete control (spec §2). */
export function ImageDropZone({ file, onChange, onRejected, disabled }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);

  // A data URL rather than an object URL: nothing to revoke, whatever React re-runs.
  useEffect(() => {
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file]);
  const preview = file && read?.file === file ? read.url : null;

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return onRejected?.();
    onChange(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  if (file && preview) {
    return (
      <div className={styles.previewBox}>
        <img className={styles.preview} src={preview} alt={ko.search.preview} />
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => {
            onChange(null);
            if (input.current) input.current.value = '';
          }}
        >
          {ko.search.removeImage}
        </Button>
      </div>
    );
  }

  return (
    <div
      className={`${styles.zone} ${dragging ? styles.dragging : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId} className={styles.label}>
        <span className={styles.icon} aria-hidden="true">
          📷
        </span>
        <strong>{ko.search.dropTitle}</strong>
        <span className={styles.hint}>{ko.search.dropHint}</span>
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="file"
        accept="image/*"
        aria-label={ko.search.chooseImage}
        disabled={disabled}
        onChange={(event) => take(event.target.files?.[0])}
      />
    </div>
  );
}
