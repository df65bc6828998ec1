import { zodResolver } from '@hookform/resolvers/zod';
import type { Notice } from '@chajul/contracts';
import { NOTICE_FILES_MAX, noticeBodySchema } from '@chajul/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import type { PickerPhoto } from '../../../components/ui/photo-picker';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { koNotices } from '../../../locales/ko-notices';
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
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  // The page remounts the form (key) to switch modes or reset it, so defaults are enough.
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: notice ? { title: notice.title, content: notice.content } : empty,
  });

  const kept = (notice?.files ?? []).filter((f) => !removed.includes(f.id));
  const photos: PickerPhoto[] = [
    ...kept.map((f) => ({ id: `saved-${f.id}`, src: f.thumbnailUrl, name: f.originalName })),
    ...files.map((file, i) => ({ id: `new-${i}-${file.name}`, file, name: file.name })),
  ];
  const remove = (id: string) => {
    if (id.startsWith('saved-')) setRemoved((ids) => [...ids, Number(id.slice('saved-'.length))]);
    else setFiles((list) => list.filter((file, i) => `new-${i}-${file.name}` !== id));
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
        label={koNotices.title}
        maxLength={200}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <TextField label={koNotices.author} value={author} readOnly />
      <TextAreaField
        label={koNotices.content}
        error={formState.errors.content?.message}
        {...register('content')}
      />
      <PhotoPicker
        label={koNotices.attachments}
        photos={photos}
        limit={NOTICE_FILES_MAX}
        limitMessage={koNotices.tooManyFiles}
        hints={[koNotices.attachHint]}
        disabled={saving}
        onAdd={(chosen) => setFiles((list) => [...list, ...chosen])}
        onRemove={remove}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {koNotices.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? koNotices.saving : notice ? koNotices.update : koNotices.submit}
        </Button>
      </div>
    </form>
  );
}
