import { useNavigate } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koSightings } from '../../../locales/ko-sightings';
import { useSighting } from '../api/get-sighting';
import { useUpdateSighting } from '../api/update-sighting';
import { SightingForm } from '../components/sighting-form';
import { useSightingParams } from '../components/use-sighting-params';
import { valuesOf } from '../components/use-sighting-form';
import pages from '../../../components/ui/post-pages.module.css';
import { PostFormPage } from '../../../components/ui/post-form-page';

/**
 * /sighting/edit?id=: the same form, filled in, for its author: a member by login or a
 * visitor by the private link this tab opened (ADR 140). Anyone else is told why.
 */
export function SightingEditPage() {
  const { id } = useSightingParams();
  const sighting = useSighting(id);
  const update = useUpdateSighting();
  const navigate = useNavigate();

  if (id !== undefined && sighting.isPending) {
    return <p className={pages.loading}>{ko.common.loading}</p>;
  }
  const s = sighting.data;
  if (!s || !s.isAuthor || s.status === 'CLOSED') {
    const why = !s
      ? errorMessage(sighting.error, koSightings.notFound)
      : s.status === 'CLOSED'
        ? koSightings.alreadyClosed
        : koSightings.forbidden;
    return (
      <div className={pageStyles.narrow}>
        <section className={pageStyles.card}>
          <h1 className={pageStyles.title}>{koSightings.editTitle}</h1>
          <p role="alert">{why}</p>
        </section>
      </div>
    );
  }

  const submit = async (form: FormData) => {
    await update.mutateAsync({ id: s.id, form });
    void navigate(paths.sightingView(s.id));
  };

  return (
    <PostFormPage title={koSightings.editTitle}>
      <SightingForm
        initial={valuesOf(s)}
        storedPhotos={s.photos}
        lostReportId={s.lostReportId ?? undefined}
        submitLabel={koSightings.submitEdit}
        failed={koSightings.editFailed}
        busy={update.isPending}
        onSubmit={submit}
        onCancel={() => void navigate(paths.sightingView(s.id))}
      />
    </PostFormPage>
  );
}
