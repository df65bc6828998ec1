import { NOTICE_ALT_MAX } from '@chajul/contracts';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { koNotices } from '../../../locales/ko-notices';
import type { AltDraft, NoticeImage } from './use-notice-images';

type Props = {
  images: NoticeImage[];
  disabled: boolean;
  onChange: (id: string, alt: AltDraft) => void;
};

/**
 * One alt text per attached image, in the picker's order, or the box that marks it
 * decorative (issue 27, ADR 125). Named by number and file name, as the picker shows them.
 */
export function NoticeImageAlts({ images, disabled, onChange }: Props) {
  if (images.length === 0) return null;
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{koNotices.imageAlts}</legend>
      <p className={formStyles.hint}>{koNotices.imageAltsHint}</p>
      {images.map((image, index) => (
        <fieldset key={image.id} className={formStyles.fieldset}>
          <legend>{koNotices.imageOf(index + 1, image.name)}</legend>
          <TextField
            label={koNotices.altText}
            value={image.alt.text}
            maxLength={NOTICE_ALT_MAX}
            disabled={disabled || image.alt.decorative}
            onChange={(e) => onChange(image.id, { ...image.alt, text: e.target.value })}
          />
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={image.alt.decorative}
              disabled={disabled}
              onChange={(e) => onChange(image.id, { ...image.alt, decorative: e.target.checked })}
            />
            {koNotices.decorative}
          </label>
        </fieldset>
      ))}
    </fieldset>
  );
}
