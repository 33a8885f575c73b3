import type { LatLng } from '@ordina/contracts';
import { addressDescription } from './address-description.ts';
import type { Gazetteer, GazetteerLocality, GazetteerStreet } from './gazetteer.ts';
import type { AddressSuggestion, GeocodedAddress, GeocodeSearchOptions, Geocoder } from './geocoder.ts';
import { MAX_SUGGESTIONS } from './geocoder.ts';
import type { AddressQuery, HouseNumber } from './search-text.ts';
import { addressQueryParse, houseNumberFormat, houseNumberParse, searchTextTokens } from './search-text.ts';

/**
 * The offline geocoder: searches a gazetteer of the demo town's streets and
 * places house numbers by interpolating along each street. Street names are
 * in Italian whatever the customer's language. Place ids: `gaz:<street id>`
 * for a whole street, `gaz:<street id>:<house number>` for an address.
 */

const PLACE_ID_PREFIX = 'gaz:';

// Country names a customer may add at the end, in every storefront language.
const COUNTRY_WORDS = ['italia', 'italy', 'italie', 'italien'];

interface IndexedStreet {
  street: GazetteerStreet;
  place: GazetteerLocality;
  nameTokens: string[];
  /** Town, districts, province, region and country words. */
  contextTokens: string[];
}

interface Candidate {
  entry: IndexedStreet;
  score: number;
  distanceKm: number;
}

/** A geocoder over a gazetteer held in memory. */
export class LocalGeocoder implements Geocoder {
  readonly kind = 'local';
  private readonly streets: IndexedStreet[];
  private readonly byId: Map<string, IndexedStreet>;

  constructor(gazetteer: Gazetteer) {
    this.streets = gazetteer.streets.map((street) => {
      const place = gazetteer.localities[street.locality];
      if (place === undefined) throw new Error(`Street ${street.id}: unknown locality ${street.locality}`);
      const context = [
        place.locality,
        place.administrative_area_level_3,
        place.administrative_area_level_2,
        place.administrative_area_level_1,
        place.country,
        ...place.aliases,
      ];
      return {
        street,
        place,
        nameTokens: searchTextTokens(street.route),
        contextTokens: [...new Set([...context.flatMap(searchTextTokens), ...COUNTRY_WORDS])],
      };
    });
    this.byId = new Map(this.streets.map((entry) => [entry.street.id, entry]));
  }

  /** Suggestions: each matching street once, with the typed house number when the street has it. */
  autocomplete(query: string, options: GeocodeSearchOptions): Promise<AddressSuggestion[]> {
    const parsed = addressQueryParse(query);
    const suggestions = this.rank(parsed, options.near)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ entry }) => {
        const number =
          parsed.houseNumber !== null && numberInRange(entry.street, parsed.houseNumber)
            ? parsed.houseNumber
            : null;
        const address = toAddress(entry, number);
        return { place_id: address.place_id, description: addressDescription(address) };
      });
    return Promise.resolve(suggestions);
  }

  /** The address of a `gaz:` place id; null for other ids, unknown streets or numbers the street does not have. */
  place(placeId: string): Promise<GeocodedAddress | null> {
    if (!placeId.startsWith(PLACE_ID_PREFIX)) return Promise.resolve(null);
    const [streetId = '', numberText, ...rest] = placeId.slice(PLACE_ID_PREFIX.length).split(':');
    const entry = this.byId.get(streetId);
    if (entry === undefined || rest.length > 0) return Promise.resolve(null);
    if (numberText === undefined) return Promise.resolve(toAddress(entry, null));
    const number = houseNumberParse(numberText);
    return Promise.resolve(
      number !== null && numberInRange(entry.street, number) ? toAddress(entry, number) : null,
    );
  }

  /**
   * The best street for a typed address, at the typed house number. A number
   * the street does not have is not found: the point would be a guess.
   */
  geocode(text: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const parsed = addressQueryParse(text);
    const best = this.rank(parsed, options.near)[0];
    if (best === undefined) return Promise.resolve(null);
    if (parsed.houseNumber === null) return Promise.resolve(toAddress(best.entry, null));
    return Promise.resolve(
      numberInRange(best.entry.street, parsed.houseNumber) ? toAddress(best.entry, parsed.houseNumber) : null,
    );
  }

  private rank(query: AddressQuery, near: LatLng | undefined): Candidate[] {
    if (query.ambiguous || query.words.length === 0) return [];
    const candidates: Candidate[] = [];
    for (const entry of this.streets) {
      if (query.postalCode !== null && query.postalCode !== entry.street.postal_code) continue;
      const score = matchScore(entry, query.words);
      if (score === null) continue;
      candidates.push({ entry, score, distanceKm: near ? distanceKm(near, streetMiddle(entry.street)) : 0 });
    }
    return candidates.sort(
      (a, b) =>
        b.score - a.score ||
        a.distanceKm - b.distanceKm ||
        a.entry.street.route.localeCompare(b.entry.street.route, 'it') ||
        a.entry.place.locality.localeCompare(b.entry.place.locality, 'it'),
    );
  }
}

/**
 * How well the words fit a street, or null when one does not fit: every word
 * must begin a word of the street name or of its town (so typing can stop
 * mid-word), and at least one must be in the name. Whole words count more
 * than beginnings, name words more than town words.
 */
function matchScore(entry: IndexedStreet, words: readonly string[]): number | null {
  let score = 0;
  let nameHits = 0;
  for (const word of words) {
    if (entry.nameTokens.includes(word)) {
      score += 3;
      nameHits += 1;
    } else if (entry.nameTokens.some((token) => token.startsWith(word))) {
      score += 2;
      nameHits += 1;
    } else if (entry.contextTokens.some((token) => token.startsWith(word))) {
      score += 1;
    } else {
      return null;
    }
  }
  return nameHits > 0 ? score : null;
}

function numberInRange(street: GazetteerStreet, number: HouseNumber): boolean {
  const low = Math.min(street.numbers.from, street.numbers.to);
  const high = Math.max(street.numbers.from, street.numbers.to);
  return number.value >= low && number.value <= high;
}

function toAddress(entry: IndexedStreet, number: HouseNumber | null): GeocodedAddress {
  const { street, place } = entry;
  const point = number === null ? streetMiddle(street) : streetPoint(street, number.value);
  const streetNumber = number === null ? '' : houseNumberFormat(number);
  return {
    route: street.route,
    street_number: streetNumber,
    locality: place.locality,
    postal_code: street.postal_code,
    administrative_area_level_1: place.administrative_area_level_1,
    administrative_area_level_2: place.administrative_area_level_2,
    administrative_area_level_3: place.administrative_area_level_3,
    country: place.country,
    lat: point.lat,
    lng: point.lng,
    place_id: `${PLACE_ID_PREFIX}${street.id}${streetNumber === '' ? '' : `:${streetNumber}`}`,
  };
}

/** Where a house number lies: linear interpolation between the street's two ends. */
function streetPoint(street: GazetteerStreet, value: number): LatLng {
  const t = (value - street.numbers.from) / (street.numbers.to - street.numbers.from);
  return {
    lat: round6(street.start.lat + (street.end.lat - street.start.lat) * t),
    lng: round6(street.start.lng + (street.end.lng - street.start.lng) * t),
  };
}

function streetMiddle(street: GazetteerStreet): LatLng {
  return {
    lat: round6((street.start.lat + street.end.lat) / 2),
    lng: round6((street.start.lng + street.end.lng) / 2),
  };
}

// Six decimals are about 10 cm: finer digits only pretend to precision.
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Great-circle distance in km (haversine), to rank streets near the business first. */
function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
