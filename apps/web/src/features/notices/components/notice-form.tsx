import { zodResolver } from '@hookform/resolvers/zod';
import type { Notice } from '@chajul/contracts';
import { NOTICE_FILES_MAX, noticeBodySchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { koNotices } from '../../../locales/ko-notices';
import type { NoticeDraft } from '../api/save-notice';
import { NoticeImageAlts } from './notice-image-alts';
import { useNoticeImages } from './use-notice-images';

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

/**
 * Spec §2: title, content (12 rows), image attachments and a read-only author; and an alt
 * text for each image (issue 27).
 */
export function NoticeForm({ notice, author, saving, onSubmit, onCancel }: Props) {
  const images = useNoticeImages(notice?.files ?? []);
  // The page remounts the form (key) to switch modes or reset it, so defaults are enough.
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: notice ? { title: notice.title, content: notice.content } : empty,
  });

  const submit = handleSubmit((values) =>
    onSubmit({
      title: values.title.trim(),
      content: values.content.trim(),
      author,
      ...images.draft(),
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
        photos={images.images}
        limit={NOTICE_FILES_MAX}
        limitMessage={koNotices.tooManyFiles}
        hints={[koNotices.attachHint]}
        disabled={saving}
        onAdd={images.add}
        onRemove={images.remove}
      />
      <NoticeImageAlts images={images.images} disabled={saving} onChange={images.setAlt} />
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
