import type { ImageSearchFields } from '@chajul/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { koSearch } from '../../../locales/ko-search';
import { PhotoSearchPanel } from './photo-search-panel';
import styles from './search.module.css';
import { SavePhotoSearch } from '../../saved';
import { SimilarDogGrid } from './similar-dog-grid';
import type { PhotoLookup } from './use-photo-lookup';

/** The photo-search toggle of /lookup and, when on, its upload panel. */
export function PhotoLookupToggle({
  photo,
  filters,
}: {
  photo: PhotoLookup;
  filters: ImageSearchFields;
}) {
  return (
    <div className={styles.toggle}>
      <Button variant="secondary" aria-pressed={photo.enabled} onClick={photo.toggle}>
        {photo.enabled ? koSearch.photoOff : koSearch.photoOn}
      </Button>
      {photo.enabled && (
        <PhotoSearchPanel
          filters={filters}
          file={photo.file}
          focusPicker={photo.openedByLink}
          onFileChange={(file) => void photo.setFile(file)}
          onResults={photo.setResults}
        />
      )}
    </div>
  );
}

/** The similar dogs in the lookup's place of the list, best first, linking to the detail. */
export function PhotoLookupResults({ photo }: { photo: PhotoLookup }) {
  if (!photo.results) return <p className={styles.empty}>{koSearch.photoHelp}</p>;
  return (
    <section aria-label={koSearch.photoResults}>
      <p className={styles.count} aria-live="polite">
        {koSearch.total(photo.results.length)}
      </p>
      {photo.file && <SavePhotoSearch file={photo.file} />}
      <SimilarDogGrid dogs={photo.results} detailPath={paths.lookupDog} from={paths.lookup} />
    </section>
  );
}
