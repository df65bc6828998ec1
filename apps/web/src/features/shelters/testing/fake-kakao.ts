import type { KakaoNamespace } from '../lib/kakao-types';

type Listener = { target: unknown; type: string; handler: () => void };

/**
 * A stand-in for the Kakao Maps SDK that records what the map asks of it, so the Kakao
 * provider can be tested without the network.
 */
export function fakeKakao() {
  const markers: {
    title?: string;
    size: [number, number];
    position: [number, number];
    onMap: boolean;
  }[] = [];
  const overlays: { content: HTMLElement; onMap: boolean }[] = [];
  const listeners: Listener[] = [];
  const panned: [number, number][] = [];
  let container: HTMLElement | undefined;

  class LatLng {
    constructor(
      readonly lat: number,
      readonly lng: number,
    ) {}
    getLat = () => this.lat;
    getLng = () => this.lng;
  }
  class Size {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
  }
  class FakeMap {
    private centre: LatLng;
    constructor(element: HTMLElement, options: { center: LatLng; level: number }) {
      container = element;
      this.centre = options.center;
      element.dataset.level = String(options.level);
    }
    panTo(position: LatLng) {
      this.centre = position;
      panned.push([position.lat, position.lng]);
      for (const l of listeners) if (l.target === this && l.type === 'idle') l.handler();
    }
    setCenter(position: LatLng) {
      this.centre = position;
    }
    getCenter() {
      return this.centre;
    }
    relayout() {}
  }
  const namespace = {
    maps: {
      load: (callback: () => void) => callback(),
      LatLng,
      Size,
      Point: class {},
      Map: FakeMap,
      MarkerImage: class {
        constructor(
          readonly src: string,
          readonly size: Size,
        ) {}
      },
      Marker: class {
        private record;
        constructor(options: {
          position: LatLng;
          image: { size: Size };
          title?: string;
          map?: unknown;
        }) {
          this.record = {
            title: options.title,
            size: [options.image.size.width, options.image.size.height] as [number, number],
            position: [options.position.lat, options.position.lng] as [number, number],
            onMap: Boolean(options.map),
          };
          markers.push(this.record);
        }
        setMap(map: unknown) {
          this.record.onMap = Boolean(map);
        }
      },
      CustomOverlay: class {
        private record;
        constructor(options: { content: HTMLElement }) {
          this.record = { content: options.content, onMap: false };
          overlays.push(this.record);
        }
        setMap(map: unknown) {
          this.record.onMap = Boolean(map);
        }
      },
      event: {
        addListener: (target: unknown, type: string, handler: () => void) =>
          listeners.push({ target, type, handler }),
      },
    },
  };
  return {
    kakao: namespace as unknown as KakaoNamespace,
    markers,
    overlays,
    panned,
    container: () => container,
    /** Fires `type` on the n-th marker created. */
    fire(markerIndex: number, type: string) {
      const targets = [...new Set(listeners.filter((l) => l.type === type).map((l) => l.target))];
      for (const l of listeners)
        if (l.target === targets[markerIndex] && l.type === type) l.handler();
    },
  };
}
