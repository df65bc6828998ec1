import { koPhotoPicker } from '../../locales/ko-photo-picker';
import { koSearch } from '../../locales/ko-search';
import { PhotoPicker } from './photo-picker';

type Props = {
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
  hints?: string[];
  autoFocus?: boolean;
};

/** The photo search's and the prediction's one photo, in the same picker as a report's. */
export function SinglePhotoPicker({
  file,
  onChange,
  disabled,
  hints = [koSearch.dropHint],
  autoFocus,
}: Props) {
  return (
    <PhotoPicker
      label={koPhotoPicker.chooseOne}
      photos={file ? [{ id: 'photo', file }] : []}
      limit={1}
      hints={hints}
      disabled={disabled}
      autoFocus={autoFocus}
      onAdd={([chosen]) => onChange(chosen ?? null)}
      onRemove={() => onChange(null)}
    />
  );
}
