import type { ImageSearchFields, SimilarDog } from '@chajul/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { uploadErrorMessage } from '../../../lib/api-client';
import { koSearch } from '../../../locales/ko-search';
import { useSearchByImage } from '../api/search-by-image';
import { FallbackNotice } from './fallback-notice';
import { SinglePhotoPicker } from '../../../components/ui/single-photo-picker';
import styles from './search.module.css';

type Props = {
  /** The lookup's current filters, sent with the photo. */
  filters?: ImageSearchFields;
  /**
   * The similar dogs, best first; null after a failure, which empties the results (spec §2)
   * without claiming that no dog is similar (issue 27).
   */
  onResults(dogs: SimilarDog[] | null): void;
  /** Lets the parent keep the photo for the session and restore it. */
  file?: File | null;
  onFileChange?(file: File | null): void;
  /** Puts the focus on the photo picker at once: the page was opened to search by photo. */
  focusPicker?: boolean;
};

/** The /lookup photo-search toggle's body: upload, preview, delete, search. */
export function PhotoSearchPanel({
  filters,
  onResults,
  file: controlled,
  onFileChange,
  focusPicker,
}: Props) {
  const dialogs = useDialogs();
  const search = useSearchByImage();
  const [own, setOwn] = useState<File | null>(null);
  const file = controlled !== undefined ? controlled : own;
  // The server saw no dog in the photo (ADR 153): a hint above the 닮은 dogs, which still come.
  const [notADog, setNotADog] = useState(false);
  const setFile = (next: File | null) => {
    setNotADog(false);
    if (onFileChange) onFileChange(next);
    else setOwn(next);
  };

  const submit = async () => {
    if (!file) return dialogs.alert(koSearch.imageRequired);
    setNotADog(false);
    try {
      const answer = await search.mutateAsync({ image: file, ...filters });
      setNotADog(answer.notADog);
      onResults(answer.dogs);
    } catch (error) {
      onResults(null);
      await dialogs.alert(uploadErrorMessage(error, koSearch.searchFailed));
    }
  };

  return (
    <section className={styles.panel} aria-label={koSearch.search}>
      <FallbackNotice />
      <SinglePhotoPicker
        file={file}
        onChange={setFile}
        disabled={search.isPending}
        autoFocus={focusPicker}
      />
      <Button block onClick={() => void submit()} disabled={search.isPending}>
        {search.isPending ? koSearch.searching : koSearch.search}
      </Button>
      {notADog && (
        <p role="status" className={styles.notADog}>
          {koSearch.notADog}
        </p>
      )}
    </section>
  );
}
