import { LookupPage } from '../../features/dogs/pages/lookup-page';
import {
  PhotoLookupResults,
  PhotoLookupToggle,
} from '../../features/search/components/photo-lookup';
import { usePhotoLookup } from '../../features/search/components/use-photo-lookup';

/** /lookup: the stray dog list with the photo search beside its filters (spec §2). */
export function LookupRoute() {
  const photo = usePhotoLookup();
  return (
    <LookupPage
      extraSearch={(filters) => ({
        control: <PhotoLookupToggle photo={photo} filters={filters} />,
        results: photo.enabled ? <PhotoLookupResults photo={photo} /> : undefined,
      })}
    />
  );
}
