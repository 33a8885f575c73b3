import { expect, it } from 'vitest';
import { freePort } from '@ordina/db/test/free-port';
import { GeocoderUnavailableError } from '../geocoder.ts';
import type { Geocoder } from '../geocoder.ts';
import type { StandIn } from './stand-in-server.ts';

/**
 * The two tests every web geocoder's failures share, added to the describe block it is called in: the
 * service saying nothing past the adapter's timeout, and a connection refused, are both
 * GeocoderUnavailableError (never an empty answer). `geocoderAt` makes the adapter on a base origin (the
 * stand-in's unless given) with an optional timeout; `ask` is the call both tests make.
 */
export function itReportsAnUnreachableServiceAsUnavailable(
  service: string,
  standIn: Omit<StandIn, 'close'>,
  geocoderAt: (options: { origin?: string; timeoutMs?: number }) => Geocoder,
  ask: (geocoder: Geocoder) => Promise<unknown>,
): void {
  it(`gives up after the timeout when ${service} does not answer`, async () => {
    standIn.answer = () => undefined;
    const started = Date.now();
    await expect(ask(geocoderAt({ timeoutMs: 150 }))).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = geocoderAt({ origin: `http://127.0.0.1:${await freePort()}` });
    await expect(ask(closed)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
}
