import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/return-path';
import { ko } from '../../../locales/ko';
import { koInquiries } from '../../../locales/ko-inquiries';
import { useCreateInquiry } from '../api/create-inquiry';
import { useInquiry } from '../api/get-inquiry';
import { useUpdateInquiry } from '../api/update-inquiry';
import type { InquiryDraft } from '../components/inquiry-form';
import { InquiryForm } from '../components/inquiry-form';

/** /inquiry/write and /inquiry/edit?id= (members only, spec §2: the page table's guard). */
export function InquiryWritePage() {
  const [search] = useSearchParams();
  const editing = search.has('id');
  const id = positiveId(search.get('id'));
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const inquiry = useInquiry(editing ? id : null);
  const create = useCreateInquiry();
  const update = useUpdateInquiry();

  // A visitor gets the log-in gate (page-table.ts); when editing, only the author of an
  // existing inquiry may be here.
  const refusal =
    editing && id === null
      ? koInquiries.invalidId
      : inquiry.isError
        ? errorMessage(inquiry.error, koInquiries.notFound)
        : inquiry.data && !inquiry.data.isAuthor
          ? koInquiries.noEditPermission
          : null;
  useEffect(() => {
    if (!refusal) return;
    void (async () => {
      await dialogs.alert(refusal);
      await navigate(paths.inquiries, { replace: true });
    })();
  }, [refusal, dialogs, navigate]);

  if (refusal) return null;
  if (editing && !inquiry.data) {
    return (
      <p className={pageStyles.page} role="status">
        {ko.common.loading}
      </p>
    );
  }

  const submit = async (draft: InquiryDraft) => {
    try {
      const saved =
        id !== null
          ? await update.mutateAsync({ id, body: draft })
          : await create.mutateAsync(draft);
      await navigate(paths.inquiry(saved.id), { replace: editing });
    } catch (error) {
      const fallback = editing ? koInquiries.editFailed : koInquiries.createFailed;
      const validation = error instanceof ApiError && error.status === 400;
      await dialogs.alert(validation ? errorMessage(error, fallback) : fallback);
    }
  };

  return (
    <div className={pageStyles.page}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>
          {editing ? ko.pageTitles.inquiryEdit : koInquiries.writeTitle}
        </h1>
        <InquiryForm
          inquiry={inquiry.data}
          saving={create.isPending || update.isPending}
          onSubmit={(draft) => void submit(draft)}
          onCancel={() => void navigate(id !== null ? paths.inquiry(id) : paths.inquiries)}
        />
      </section>
    </div>
  );
}
