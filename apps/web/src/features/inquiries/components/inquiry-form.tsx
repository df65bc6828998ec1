import { zodResolver } from '@hookform/resolvers/zod';
import type { Inquiry } from '@chajul/contracts';
import { inquiryBodySchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { koInquiries } from '../../../locales/ko-inquiries';

// The form asks "private?"; the API stores "public?" (spec §3 lists both).
const formSchema = inquiryBodySchema
  .pick({ title: true, content: true })
  .extend({ isPrivate: z.boolean() });
type FormValues = z.input<typeof formSchema>;
export type InquiryDraft = { title: string; content: string; isPublic: boolean };

type Props = {
  inquiry: Inquiry | undefined;
  saving: boolean;
  onSubmit: (draft: InquiryDraft) => void;
  onCancel: () => void;
};

export function InquiryForm({ inquiry, saving, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: inquiry
      ? { title: inquiry.title, content: inquiry.content, isPrivate: !inquiry.isPublic }
      : { title: '', content: '', isPrivate: false },
  });
  const submit = handleSubmit(({ title, content, isPrivate }) =>
    onSubmit({ title: title.trim(), content: content.trim(), isPublic: !isPrivate }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={koInquiries.title}
        maxLength={200}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={koInquiries.content}
        error={formState.errors.content?.message}
        {...register('content')}
      />
      <label className={formStyles.checkbox}>
        <input type="checkbox" {...register('isPrivate')} />
        {koInquiries.privateCheckbox}
      </label>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {koInquiries.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? koInquiries.saving : inquiry ? koInquiries.update : koInquiries.submit}
        </Button>
      </div>
    </form>
  );
}
