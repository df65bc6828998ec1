import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { uploadErrorMessage } from '../../../lib/api-client';
import { koSearch } from '../../../locales/ko-search';
import { usePredictAdultLook } from '../api/predict-adult-look';
import { FallbackNotice } from '../components/fallback-notice';
import { SinglePhotoPicker } from '../../../components/ui/single-photo-picker';
import { photoDataUrl, predictionStore } from '../lib/prediction-store';
import styles from './predict.module.css';

/** /lookup/predict-dog: upload a puppy photo, get its adult look and similar dogs. */
export function PredictDogPage() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const predict = usePredictAdultLook();
  const [file, setFile] = useState<File | null>(null);

  const choose = (next: File | null) => {
    // A new photo makes the stored result stale (spec §4).
    predictionStore.clear();
    setFile(next);
  };

  const submit = async () => {
    if (!file) return dialogs.alert(koSearch.imageRequired);
    try {
      const [result, uploadedImage] = await Promise.all([
        predict.mutateAsync(file),
        photoDataUrl(file),
      ]);
      predictionStore.save({ uploadedImage, result });
      await navigate(paths.searchResult);
    } catch (error) {
      await dialogs.alert(uploadErrorMessage(error, koSearch.predictFailed));
    }
  };

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{koSearch.predictTitle}</h1>
        <p className={styles.intro}>{koSearch.predictIntro}</p>
        <div className={styles.stack}>
          <FallbackNotice />
          <SinglePhotoPicker file={file} onChange={choose} disabled={predict.isPending} />
          <Button block onClick={() => void submit()} disabled={predict.isPending}>
            {predict.isPending ? koSearch.predicting : koSearch.predict}
          </Button>
        </div>
      </section>
    </div>
  );
}
