import { useParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { ko } from '../../../locales/ko';
import { DogDetail } from '../components/dog-detail';

/** /lookup/{dogId} and /adopt/{dogId}: the same detail, back to their own list. */
export function DogDetailPage({ backTo }: { backTo: string }) {
  const { dogId = '' } = useParams();
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{ko.pageTitles.dogDetail}</h1>
      <DogDetail dogId={dogId} backTo={backTo} />
    </div>
  );
}
