import { zodResolver } from '@hookform/resolvers/zod';
import type { Notice } from '@chajul/contracts';
import { NOTICE_FILES_MAX, noticeBodySchema } from '@chajul/contracts';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ko } from '../../../locales/ko';
import type { NoticeDraft } from '../api/save-notice';

const formSchema = noticeBodySchema.pick({ title: true, content: true });
type FormValues = z.input<typeof formSchema>;
const empty: FormValues = { title: '', content: '' };

type Props = {
  /** The notice being edited; undefined in create mode. */
  notice: Notice | undefined;
  author: string;
  saving: boolean;
  onSubmit: (draft: NoticeDraft) => void;
  onCancel: () => void;
};

/** Spec §2: title, content (12 rows), image attachments and a read-only author. */
export function NoticeForm({ notice, author, saving, onSubmit, onCancel }: Props) {
  const dialogs = useDialogs();
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  // The page remounts the form (key) to switch modes or reset it, so defaults are enough.
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: notice ? { title: notice.title, content: notice.content } : empty,
  });

  const kept = (notice?.files ?? []).filter((f) => !removed.includes(f.id)).length;

  const pickFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The server decides by content; this only spares a pointless upload.
    if (picked.some((f) => !f.type.startsWith('image/'))) {
      event.target.value = '';
      setFiles([]);
      await dialogs.alert(ko.notices.imagesOnly);
      return;
    }
    if (kept + picked.length > NOTICE_FILES_MAX) {
      event.target.value = '';
      setFiles([]);
      await dialogs.alert(ko.notices.tooManyFiles);
      return;
    }
    setFiles(picked);
  };

  const submit = handleSubmit((values) =>
    onSubmit({
      title: values.title.trim(),
      content: values.content.trim(),
      author,
      files,
      removeFileIds: removed,
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={ko.notices.title}
        maxLength={200}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <TextField label={ko.notices.author} value={author} readOnly />
      <TextAreaField
        label={ko.notices.content}
        error={formState.errors.content?.message}
        {...register('content')}
      />
      {notice && notice.files.length > 0 && (
        <fieldset className={formStyles.field}>
          <legend className={formStyles.label}>{ko.notices.attachments}</legend>
          {notice.files.map((file) => (
            <label key={file.id} className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={removed.includes(file.id)}
                onChange={(e) =>
                  setRemoved((ids) =>
                    e.target.checked ? [...ids, file.id] : ids.filter((id) => id !== file.id),
                  )
                }
              />
              {ko.notices.removeFile(file.originalName)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="notice-files">
          {ko.notices.attachments}
        </label>
        <input
          id="notice-files"
          type="file"
          accept="image/*"
          multiple
          aria-describedby="notice-files-hint"
          onChange={(e) => void pickFiles(e)}
        />
        <p id="notice-files-hint" className={formStyles.hint}>
          {ko.notices.attachHint}
        </p>
        {files.length > 0 && (
          <p className={formStyles.hint} role="status">
            {ko.notices.chosenFiles(files.map((f) => f.name).join(', '))}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {ko.notices.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? ko.notices.saving : notice ? ko.notices.update : ko.notices.submit}
        </Button>
      </div>
    </form>
  );
}
