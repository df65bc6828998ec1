import { useEffect, useId, useMemo, useRef } from 'react';
import formStyles from '../../../components/ui/form.module.css';
import { DogImage } from '../../../components/ui/dog-image';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { Button } from '../../../components/ui/button';
import { ko } from '../../../locales/ko';
import styles from './report-form.module.css';

/** One photo, checked to be an image before it is sent, with a preview. */
export function ImagePicker({
  file,
  onChange,
  currentUrl,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  currentUrl: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialogs = useDialogs();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (chosen: File | undefined) => {
    if (chosen && !chosen.type.startsWith('image/')) {
      if (input.current) input.current.value = '';
      await dialogs.alert(ko.common.notImage);
      return;
    }
    onChange(chosen ?? null);
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };
  const shown = preview ?? currentUrl;

  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {ko.reports.image}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className={styles.fileInput}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className={formStyles.hint}>
        {currentUrl ? ko.reports.imageKeep : ko.reports.imageHint}
      </p>
      {shown && (
        <div className={styles.preview}>
          <DogImage src={shown} alt={ko.reports.preview} className={styles.previewImage} />
          {file && (
            <Button variant="secondary" onClick={clear}>
              {ko.reports.removeImage}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
