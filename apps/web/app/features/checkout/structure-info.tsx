import { timetableList } from '../../components/ui/lazy-parts/lazy-timetable-list.ts';
import { LazyPart } from '../../lib/lazy-parts/lazy-part.tsx';
import type { Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';

/** An OpenStreetMap link centred on the business (the maps service of the storefront). */
function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Pick-up and take-away (spec §2): where to collect the order, a map link when coordinates exist, and the opening hours. */
export function StructureInfo({ storefront, t }: { storefront: Storefront; t: Translator }) {
  const { anagraphic } = storefront;
  const { latitude, longitude } = anagraphic;
  return (
    <section
      aria-labelledby="checkout-structure-title"
      className="rounded-lg bg-stone-50 p-4 text-sm text-stone-800"
    >
      <h2 id="checkout-structure-title" className="font-semibold text-stone-900">
        {t('checkout.pickup_address')}
      </h2>
      <p className="mt-1">
        {anagraphic.name}
        <br />
        {anagraphic.address}, {anagraphic.zipCode} {anagraphic.city}{' '}
        {anagraphic.province ? `(${anagraphic.province})` : ''}
      </p>
      {latitude !== null && longitude !== null ? (
        <a
          href={mapLink(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary focus-visible:ring-primary mt-2 inline-block rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
        >
          {t('checkout.open_map')}
        </a>
      ) : null}
      <h3 className="mt-3 font-semibold text-stone-900">{t('home.opening_hours')}</h3>
      <LazyPart
        part={timetableList}
        t={t}
        render={(module) => (
          <module.default timetable={storefront.configuration.delivery_order.publicOpenTimetables} t={t} />
        )}
      />
    </section>
  );
}
