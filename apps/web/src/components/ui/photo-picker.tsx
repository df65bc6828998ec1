import type { DragEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { ko } from '../../locales/ko';
import { koPhotoPicker } from '../../locales/ko-photo-picker';
import { Button } from './button';
import { useDialogs } from './dialog-provider';
import formStyles from './form.module.css';
import styles from './photo-picker.module.css';
import type { PickerPhoto } from './photo-tile';
import { PhotoTile } from './photo-tile';

export type { PickerPhoto } from './photo-tile';

type Props = {
  /** The field's name; also the accessible name of the file input. */
  label: string;
  photos: PickerPhoto[];
  limit: number;
  /** Said when a choice goes past the limit (the photos that fit are still taken). */
  limitMessage?: string;
  hints?: string[];
  /** While the form sends: nothing can be chosen or deleted. */
  disabled?: boolean;
  /** Focuses the drop zone when the picker appears (a page opened to choose a photo). */
  autoFocus?: boolean;
  /** New files; with a limit of 1 the one chosen replaces the photo there was. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
};

/**
 * Every place a photo is chosen (issue 19): several photos in order, the first being the
 * cover, or with a limit of 1 one photo that a new choice replaces. A drop zone that is also
 * a button opening the file dialog, a camera button for phones (`capture`), previews with a
 * delete button each, and the count against the limit. Files that are not images are refused.
 */
export function PhotoPicker({
  label,
  photos,
  limit,
  limitMessage = '',
  hints = [],
  disabled = false,
  autoFocus = false,
  ...props
}: Props) {
  const id = useId();
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const dialogs = useDialogs();
  const [dragging, setDragging] = useState(false);
  const single = limit === 1;
  const full = !single && photos.length >= limit;
  const hintIds = hints.map((_, i) => `${id}-hint-${i}`).join(' ') || undefined;

  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) zone.current?.focus();
  }, []);

  // A deleted photo's button is gone: focus goes to the zone, enabled again by then.
  useEffect(() => {
    if (refocus.current) zone.current?.focus();
    refocus.current = false;
  }, [photos.length]);

  const take = async (chosen: File[]) => {
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    const room = single ? 1 : Math.max(0, limit - photos.length);
    const fitting = images.slice(0, room);
    if (fitting.length > 0) props.onAdd(fitting);
    if (images.length < chosen.length) await dialogs.alert(ko.common.notImage);
    if (fitting.length < images.length && limitMessage) await dialogs.alert(limitMessage);
  };
  const fromInput = (input: HTMLInputElement) => {
    const chosen = Array.from(input.files ?? []);
    input.value = ''; // so the same file can be chosen again after a delete
    void take(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(Array.from(event.dataTransfer.files));
  };

  return (
    <fieldset className={styles.picker}>
      <legend className={formStyles.label}>{label}</legend>
      {!single && (
        <p className={styles.count} aria-live="polite">
          <span aria-hidden="true">{koPhotoPicker.count(photos.length, limit)}</span>
          <span className="visually-hidden">{koPhotoPicker.countLabel(photos.length, limit)}</span>
        </p>
      )}
      <div className={styles.hints}>
        {hints.map((hint, i) => (
          <p key={hint} id={`${id}-hint-${i}`} className={formStyles.hint}>
            {hint}
          </p>
        ))}
      </div>
      <div
        className={`${styles.dropArea} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {photos.length > 0 && (
          <ol className={styles.tiles} aria-label={koPhotoPicker.list}>
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                single={single}
                disabled={disabled}
                onRemove={() => {
                  refocus.current = true;
                  props.onRemove(photo.id);
                }}
              />
            ))}
          </ol>
        )}
        <div className={styles.controls}>
          <button
            ref={zone}
            type="button"
            className={styles.zone}
            disabled={full || disabled}
            aria-describedby={hintIds}
            onClick={() => gallery.current?.click()}
          >
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            {photos.length === 0
              ? koPhotoPicker.drop
              : single
                ? koPhotoPicker.change
                : koPhotoPicker.add}
          </button>
          <Button
            variant="secondary"
            className={styles.camera}
            disabled={full || disabled}
            onClick={() => camera.current?.click()}
          >
            {koPhotoPicker.camera}
          </Button>
        </div>
        {full && <p className={formStyles.hint}>{`${limitMessage} ${koPhotoPicker.full}`}</p>}
      </div>
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple={!single}
        aria-label={label}
        tabIndex={-1}
        className="visually-hidden"
        onChange={(event) => fromInput(event.currentTarget)}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={koPhotoPicker.camera}
        tabIndex={-1}
        className="visually-hidden"
        onChange={(event) => fromInput(event.currentTarget)}
      />
    </fieldset>
  );
}
