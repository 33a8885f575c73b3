import { useRef, useState } from 'react';
import type { Anagraphic } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { useLeafletMount } from '../../lib/map/use-leaflet-mount.ts';
import { contactAddressLine, mapsSearchHref } from './contact-links.ts';

// The map's code (Leaflet with it), loaded only here once the page is interactive.
const contactMapCode = lazyModule(() => import('./contact-map-leaflet.ts'));

/**
 * The embedded map (spec §2): a 400 px box where Leaflet draws the
 * OpenStreetMap tiles once the page is interactive (loaded only here). When
 * tiles cannot load, the business's name and address show over the box; the
 * 'open in maps' link below searches the address in the customer's maps app.
 */
export function ContactMap({ anagraphic, t }: { anagraphic: Anagraphic; t: Translator }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Tiles that cannot load (offline) leave a grey box: the address is written over it instead.
  const [tilesFailed, setTilesFailed] = useState(false);
  const { latitude, longitude, name } = anagraphic;
  const address = contactAddressLine(anagraphic);
  const position =
    latitude === null || longitude === null ? null : { lat: latitude, lng: longitude, title: name };
  const { failed } = useLeafletMount(
    boxRef,
    position && `${position.lat},${position.lng},${name}`,
    contactMapCode.load,
    ({ contactMapMount }, box) =>
      position &&
      contactMapMount(box, position, {
        zoomLabels: { zoomIn: t('map.zoom_in'), zoomOut: t('map.zoom_out') },
        onTilesFailed: () => setTilesFailed(true),
      }),
  );
  return (
    // Not a landmark itself: the map box below is the one region named 'Map' (two landmarks of one
    // name are indistinguishable in a screen reader's landmark list; axe landmark-unique).
    <section className="mt-8">
      <h2 className="mb-3 text-lg font-bold text-stone-900">{t('contacts.map')}</h2>
      {position && !failed && (
        <div className="relative">
          <div
            ref={boxRef}
            role="region"
            aria-label={t('contacts.map')}
            data-testid="contact-map"
            // 400 px high (spec §9, MAP_HEIGHT_PX).
            className="isolate z-0 h-[400px] w-full overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-stone-900/5"
          />
          {tilesFailed && (
            <p
              role="status"
              className="absolute inset-x-4 top-1/2 z-10 -translate-y-1/2 rounded-xl bg-white/95 p-4 text-center text-stone-800 shadow"
            >
              <span className="block font-semibold">{name}</span>
              {address}
            </p>
          )}
        </div>
      )}
      {address !== '' && (
        <p className="mt-3">
          <a
            href={mapsSearchHref(name, address)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary focus-visible:ring-primary rounded font-semibold underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none"
          >
            {t('contacts.open_in_maps')}
          </a>
        </p>
      )}
    </section>
  );
}
