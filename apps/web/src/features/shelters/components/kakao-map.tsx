import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { koShelters } from '../../../locales/ko-shelters';
import myLocationMarker from '../assets/my-location-marker.svg';
import shelterMarker from '../assets/shelter-marker.svg';
import type { KakaoMap as KakaoMapObject, KakaoNamespace, KakaoOverlay } from '../lib/kakao-types';
import { DEFAULT_CENTER, KAKAO_DEFAULT_LEVEL } from '../lib/map-settings';
import type { ProviderProps } from './map-types';
import { reportCentre } from './map-types';
import styles from './shelter-map.module.css';

const absolute = (url: string) => new URL(url, window.location.href).href;

/** The hover label as DOM built with textContent: shelter names never become markup. */
function label(name: string, phone: string | null): HTMLElement {
  const box = document.createElement('div');
  box.className = styles.kakaoLabel ?? '';
  const strong = document.createElement('strong');
  strong.textContent = name;
  const hint = document.createElement('small');
  hint.textContent = koShelters.markerHint;
  box.append(
    strong,
    document.createElement('br'),
    phone ?? koShelters.noPhone,
    document.createElement('br'),
    hint,
  );
  return box;
}

type Props = ProviderProps & { kakao: KakaoNamespace };

/** The Kakao Maps provider, used when VITE_KAKAO_MAP_KEY is set and the SDK loaded. */
export function KakaoMap({ kakao, shelters, user, focus }: Props) {
  const { maps } = kakao;
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<KakaoMapObject>();
  const overlays = useRef(new Map<string, KakaoOverlay>());
  const navigate = useNavigate();
  const shown = useRef<KakaoOverlay | undefined>(undefined);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = new maps.Map(element, {
      center: new maps.LatLng(DEFAULT_CENTER.lat, DEFAULT_CENTER.lng),
      level: KAKAO_DEFAULT_LEVEL,
    });
    const publish = () => {
      const centre = created.getCenter();
      reportCentre(element, { lat: centre.getLat(), lng: centre.getLng() });
    };
    maps.event.addListener(created, 'idle', publish);
    publish();
    setMap(created);
  }, [maps]);

  const show = (overlay: KakaoOverlay | undefined) => {
    shown.current?.setMap(null);
    shown.current = overlay;
    if (map) overlay?.setMap(map);
  };

  useEffect(() => {
    if (!map) return;
    const registry = overlays.current;
    const image = new maps.MarkerImage(absolute(shelterMarker), new maps.Size(30, 35), {
      offset: new maps.Point(15, 35),
    });
    const created = shelters.map((s) => {
      const position = new maps.LatLng(s.lat, s.lng);
      const marker = new maps.Marker({ position, image, title: s.careNm, map });
      const overlay = new maps.CustomOverlay({
        position,
        content: label(s.careNm, s.careTel),
        yAnchor: 1.9,
      });
      registry.set(s.careRegNo, overlay);
      maps.event.addListener(marker, 'mouseover', () => show(overlay));
      maps.event.addListener(marker, 'mouseout', () => show(undefined));
      maps.event.addListener(marker, 'click', () => void navigate(paths.shelter(s.careRegNo)));
      return marker;
    });
    return () => {
      for (const marker of created) marker.setMap(null);
      registry.clear();
      show(undefined);
    };
    // `show` only reads refs and the map, which is a dependency; `navigate` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, maps, shelters]);

  useEffect(() => {
    if (!map || !user) return;
    const marker = new maps.Marker({
      position: new maps.LatLng(user.lat, user.lng),
      image: new maps.MarkerImage(absolute(myLocationMarker), new maps.Size(40, 40), {
        offset: new maps.Point(20, 20),
      }),
      title: koShelters.myLocation,
      map,
    });
    return () => marker.setMap(null);
  }, [map, maps, user]);

  useEffect(() => {
    if (!map || !focus) return;
    map.panTo(new maps.LatLng(focus.lat, focus.lng));
    if (focus.careRegNo) show(overlays.current.get(focus.careRegNo));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, maps, focus]);

  return <div ref={container} className={styles.fill} />;
}
