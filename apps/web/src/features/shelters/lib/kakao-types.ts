/** The part of the Kakao Maps JavaScript API the map uses (apis.map.kakao.com/web/documentation). */
export type KakaoLatLng = { getLat(): number; getLng(): number };
export type KakaoMap = {
  panTo(position: KakaoLatLng): void;
  setCenter(position: KakaoLatLng): void;
  getCenter(): KakaoLatLng;
  relayout(): void;
};
export type KakaoMarker = { setMap(map: KakaoMap | null): void };
export type KakaoOverlay = { setMap(map: KakaoMap | null): void };

export type KakaoNamespace = {
  maps: {
    load(callback: () => void): void;
    LatLng: new (lat: number, lng: number) => KakaoLatLng;
    Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMap;
    Size: new (width: number, height: number) => unknown;
    Point: new (x: number, y: number) => unknown;
    MarkerImage: new (src: string, size: unknown, options?: { offset?: unknown }) => unknown;
    Marker: new (options: {
      position: KakaoLatLng;
      image?: unknown;
      title?: string;
      map?: KakaoMap;
    }) => KakaoMarker;
    CustomOverlay: new (options: {
      position: KakaoLatLng;
      content: HTMLElement | string;
      yAnchor?: number;
      zIndex?: number;
    }) => KakaoOverlay;
    event: {
      addListener(target: unknown, type: string, handler: () => void): void;
    };
  };
};
