import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import { koInquiries } from '../../../locales/ko-inquiries';
import styles from './replies.module.css';

type Props = {
  label: string;
  initial?: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved, so the editor can clear itself. */
  onSave: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * A reply text box: Enter saves, Shift+Enter breaks the line, Esc cancels (spec §2). Enter
 * while a Korean syllable is still being composed only finishes the syllable.
 */
export function ReplyEditor(props: Props) {
  const { label, initial = '', hint, submitLabel, busy, onSave, onCancel, autoFocus } = props;
  const [text, setText] = useState(initial);
  const dialogs = useDialogs();
  const id = useId();

  const save = async () => {
    if (busy) return;
    if (text.trim() === '') {
      await dialogs.alert(koInquiries.replyContentRequired);
      return;
    }
    if (await onSave(text.trim())) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className={styles.editor}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={formStyles.textarea}
        rows={3}
        value={text}
        maxLength={5000}
        placeholder={hint}
        aria-describedby={`${id}-hint`}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={formStyles.hint}>
        {koInquiries.replyEditHint}
      </p>
      <div className={styles.editorActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {koInquiries.cancel}
          </Button>
        )}
        <Button onClick={() => void save()} disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
