import { useEffect, useMemo, useState } from 'react';
import { koShelters } from '../../../locales/ko-shelters';
import type { KakaoNamespace } from '../lib/kakao-types';
import { loadKakaoMaps } from '../lib/kakao-loader';
import { kakaoScriptUrl, mapSettings } from '../lib/map-settings';
import { KakaoMap } from './kakao-map';
import { LeafletMap } from './leaflet-map';
import type { ProviderProps } from './map-types';
import styles from './shelter-map.module.css';

type Provider = 'leaflet' | 'kakao-loading' | 'kakao';

/**
 * The shelter map (spec §2 /shelters): Kakao Maps when a key is configured and its SDK
 * loads (with retries), otherwise, or when it never loads, Leaflet with OpenStreetMap.
 */
export function ShelterMap(props: ProviderProps) {
  const settings = useMemo(() => mapSettings(), []);
  const [kakao, setKakao] = useState<KakaoNamespace>();
  const [provider, setProvider] = useState<Provider>(
    settings.kakaoKey ? 'kakao-loading' : 'leaflet',
  );

  useEffect(() => {
    if (!settings.kakaoKey) return;
    let live = true;
    loadKakaoMaps({ url: kakaoScriptUrl(settings), delayMs: settings.kakaoRetryDelayMs })
      .then((namespace) => {
        if (!live) return;
        setKakao(namespace);
        setProvider('kakao');
      })
      .catch((error: unknown) => {
        console.error('Kakao Maps could not be loaded; using OpenStreetMap instead', error);
        if (live) setProvider('leaflet');
      });
    return () => {
      live = false;
    };
  }, [settings]);

  return (
    <div
      className={styles.map}
      role="region"
      aria-label={koShelters.map}
      data-map-provider={provider}
    >
      {provider === 'leaflet' && <LeafletMap {...props} />}
      {provider === 'kakao' && kakao && <KakaoMap kakao={kakao} {...props} />}
      {provider === 'kakao-loading' && <p className={styles.loading}>{koShelters.mapLoading}</p>}
    </div>
  );
}
