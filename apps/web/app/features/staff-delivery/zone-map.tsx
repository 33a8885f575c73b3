import { useEffect, useId, useRef, useState } from 'react';
import type { LatLng } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { useLeafletMount } from '../../lib/map/use-leaflet-mount.ts';

// The preview's code (Leaflet with it), loaded when the map is first shown.
const zoneMapCode = lazyModule(() => import('./zone-map-leaflet.ts'));

/**
 * The zone's map preview (docs/decisions/057): shown on request, Leaflet loaded only then (as the
 * checkout's zone map), redrawn as the points change. Its markers can be dragged with a mouse or a
 * finger; the points' list beside it is the editor that works by keyboard.
 */
export function ZoneMap({
  zones,
  center,
  onMove,
  t,
}: {
  zones: readonly (readonly LatLng[] | null)[];
  center: LatLng;
  onMove: (zone: number, index: number, point: LatLng) => void;
  t: StaffTranslator;
}) {
  const [shown, setShown] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  // The latest callback, for the markers of the map made once per showing.
  const moveRef = useRef(onMove);
  useEffect(() => {
    moveRef.current = onMove;
  });
  const mapId = useId();
  const pointName = (zone: number, index: number) => t('delivery.point', { zone: zone + 1, n: index + 1 });

  const { failed, handle } = useLeafletMount(
    boxRef,
    shown ? 'shown' : null,
    zoneMapCode.load,
    ({ zoneMapMount }, box) => {
      const drawn = zoneMapMount(
        box,
        center,
        { zoomIn: t('delivery.zoom_in'), zoomOut: t('delivery.zoom_out') },
        (zone, index, point) => moveRef.current(zone, index, point),
      );
      // The zones as they are when the code arrives; later changes are drawn by the effect below.
      drawn.draw({ zones, pointName });
      return drawn;
    },
  );

  const zonesKey = JSON.stringify(zones);
  useEffect(() => {
    handle.current?.draw({ zones, pointName });
    // zonesKey stands for the zones' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zonesKey]);

  return (
    <div>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={mapId}
        onClick={() => setShown((now) => !now)}
        className="min-h-11 rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
      >
        {shown ? t('delivery.hide_map') : t('delivery.show_map')}
      </button>
      <div id={mapId} hidden={!shown}>
        {shown && failed ? (
          <p className="mt-2 text-sm text-red-700">{t('delivery.map_failed')}</p>
        ) : shown ? (
          <>
            <p className="mt-2 text-sm text-stone-700">{t('delivery.map_hint')}</p>
            <div
              ref={boxRef}
              role="region"
              aria-label={t('delivery.map')}
              data-testid="zone-map"
              className="isolate z-0 mt-2 h-[320px] w-full overflow-hidden rounded-xl bg-stone-200 ring-1 ring-stone-900/5 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none lg:h-[420px]"
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
