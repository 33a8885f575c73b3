import { useId, useRef, useState } from 'react';
import type { Translator } from '@ordina/i18n';
import { lazyModule } from '../../../lib/first-load/lazy-module.ts';
import { useLeafletMount } from '../../../lib/map/use-leaflet-mount.ts';
import type { DeliveryZoneMapData } from './delivery-zone-map-leaflet.ts';

// The map's code (Leaflet with it), loaded when the map is first shown.
const deliveryZoneMapCode = lazyModule(() => import('./delivery-zone-map-leaflet.ts'));

/**
 * The delivery-zone map toggle (spec §2 "Address component"): a button that
 * shows or hides a 400 px map (spec §9) of the business's delivery zones with
 * the customer's address. Leaflet loads only when the map is first shown, so
 * the checkout's first load never carries it (decision 012). The map is a
 * named region; Leaflet makes it a focus stop whose arrow keys pan and +/-
 * zoom. The status messages beside it say in words what the map shows.
 */
export function DeliveryZoneMap({ data, t }: { data: DeliveryZoneMapData; t: Translator }) {
  const [shown, setShown] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const mapId = useId();
  const { address } = data;
  // Redrawn when the address moves: the marker and the bounds change with it (the zones and the
  // centre come from the storefront, the same for the page).
  const addressKey = address ? `${address.position.lat},${address.position.lng},${address.title}` : '';

  const { failed } = useLeafletMount(
    boxRef,
    shown ? addressKey : null,
    deliveryZoneMapCode.load,
    ({ deliveryZoneMapMount }, box) =>
      deliveryZoneMapMount(box, data, { zoomIn: t('map.zoom_in'), zoomOut: t('map.zoom_out') }),
  );

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={mapId}
        onClick={() => setShown((now) => !now)}
        className="text-primary focus-visible:ring-primary min-h-11 rounded text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {shown ? t('address.hide_zone') : t('address.show_zone')}
      </button>
      <div id={mapId} hidden={!shown}>
        {shown && failed ? (
          <p className="mt-2 text-sm text-red-700">{t('address.map_failed')}</p>
        ) : shown ? (
          <div
            ref={boxRef}
            role="region"
            aria-label={t('address.zone_map')}
            data-testid="delivery-zone-map"
            // Leaflet makes the map a focus stop (arrows pan): the ring shows where the keyboard is.
            className="focus-visible:ring-primary isolate z-0 mt-2 h-[400px] w-full overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-stone-900/5 focus-visible:ring-2 focus-visible:outline-none"
          />
        ) : null}
      </div>
    </div>
  );
}
