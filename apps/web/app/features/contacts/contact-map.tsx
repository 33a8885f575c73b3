import { useEffect, useRef, useState } from 'react';
import type { Anagraphic } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';

/**
 * The embedded map (spec §2): a 400 px box where Leaflet draws the
 * OpenStreetMap tiles once the page is interactive (loaded only here). The
 * 'open in maps' link below it keeps the page useful when tiles cannot load.
 */
export function ContactMap({ anagraphic, t }: { anagraphic: Anagraphic; t: Translator }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { latitude, longitude, name } = anagraphic;
  useEffect(() => {
    const box = boxRef.current;
    if (!box || latitude === null || longitude === null) return;
    let teardown: (() => void) | undefined;
    let cancelled = false;
    import('./contact-map-leaflet.ts')
      .then(({ contactMapMount }) => {
        if (!cancelled) teardown = contactMapMount(box, { lat: latitude, lng: longitude, title: name });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [latitude, longitude, name]);
  const hasPosition = latitude !== null && longitude !== null;
  return (
    // Not a landmark itself: the map box below is the one region named 'Map' (two landmarks of one
    // name are indistinguishable in a screen reader's landmark list; axe landmark-unique).
    <section className="mt-8">
      <h2 className="mb-3 text-lg font-bold text-stone-900">
        {t('contacts.map')}
      </h2>
      {hasPosition && !failed && (
        <div
          ref={boxRef}
          role="region"
          aria-label={t('contacts.map')}
          data-testid="contact-map"
          // 400 px high (spec §9, MAP_HEIGHT_PX).
          className="isolate z-0 h-[400px] w-full overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-stone-900/5"
        />
      )}
      {anagraphic.googleMapUrl && (
        <p className="mt-3">
          <a
            href={anagraphic.googleMapUrl}
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
