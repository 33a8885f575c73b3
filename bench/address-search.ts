// `npm run bench:address`: how long the address search answers through each geocoder (issue 37, docs/decisions/066).
// The real app (every plugin and /api route, no page renderer) is built with GEOCODER=local, nominatim, photon and
// google in turn, the online ones pointed at a local stand-in speaking the service's API with recorded-shape answers
// (the adapters' test fixtures). Each run sends, through app.inject, 200 autocompletes (each a different text, so no
// answer comes from a cache) and 200 checks of a suggestion by place id, one after another, and prints p50/p99 of
// each. The stand-ins answer at once unless ADDRESS_BENCH_SERVICE_MS delays them: the figures are this server's own
// cost over the service's answer time (a real service adds its network round trip on top).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, loadConfig } from '../apps/server/src/index.ts';
import {
  AUTOCOMPLETE_REGINA_ELENA,
  DETAILS_HOUSE_45,
  HOUSE_45_ID,
  TEST_API_KEY,
} from '../apps/server/src/adapters/geocoding/test/google-places-answers.ts';
import { HOUSE_45 as NOMINATIM_HOUSE_45 } from '../apps/server/src/adapters/geocoding/test/nominatim-answers.ts';
import {
  featureCollection,
  HOUSE_45 as PHOTON_HOUSE_45,
} from '../apps/server/src/adapters/geocoding/test/photon-answers.ts';
import { json, startStandIn } from '../apps/server/src/adapters/geocoding/test/stand-in-server.ts';
import type { StandIn, StandInAnswer } from '../apps/server/src/adapters/geocoding/test/stand-in-server.ts';
import { percentile } from './src/percentile.ts';

const REQUESTS = Number(process.env.ADDRESS_BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const SERVICE_MS = Number(process.env.ADDRESS_BENCH_SERVICE_MS ?? 0);

type Kind = 'local' | 'nominatim' | 'photon' | 'google';

/** What the stand-in of each online service answers, whatever was asked. */
const ANSWERS: Record<Exclude<Kind, 'local'>, StandInAnswer> = {
  nominatim: (_request, response) => json(response, [NOMINATIM_HOUSE_45]),
  photon: (_request, response) => json(response, featureCollection(PHOTON_HOUSE_45)),
  google: (request, response) =>
    json(response, request.method === 'POST' ? AUTOCOMPLETE_REGINA_ELENA : DETAILS_HOUSE_45),
};

function log(message: string): void {
  process.stderr.write(`bench:address: ${message}\n`);
}

interface Figures {
  kind: Kind;
  autocomplete: { p50: number; p99: number };
  check: { p50: number; p99: number };
  serviceRequests: number;
}

async function timed(app: FastifyInstance, inject: InjectOptions): Promise<number> {
  const started = performance.now();
  const response = await app.inject(inject);
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return elapsed;
}

function summary(durations: number[]): { p50: number; p99: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

async function measure(kind: Kind): Promise<Figures> {
  const dir = await mkdtemp(join(tmpdir(), 'ordina-address-bench-'));
  let standIn: StandIn | undefined;
  let app: FastifyInstance | undefined;
  try {
    const service: Record<string, string> = {};
    if (kind !== 'local') {
      const answer = ANSWERS[kind];
      standIn = await startStandIn((request, response) => {
        if (SERVICE_MS > 0) setTimeout(() => answer(request, response), SERVICE_MS);
        else answer(request, response);
      });
      if (kind === 'nominatim') service.NOMINATIM_URL = standIn.origin;
      if (kind === 'photon') service.PHOTON_URL = standIn.origin;
      if (kind === 'google')
        Object.assign(service, { GOOGLE_PLACES_URL: standIn.origin, GOOGLE_MAPS_API_KEY: TEST_API_KEY });
    }
    app = await buildApp(
      loadConfig({
        DATABASE_URL: `sqlite:${join(dir, 'ordina.sqlite')}`,
        LOG_LEVEL: 'silent',
        GEOCODER: kind,
        BACKGROUND_JOBS: 'false',
        ...service,
      }),
      { pages: false },
    );
    await app.ready();
    // The gazetteer knows Viale Regina Elena's numbers 1–120; the online stand-ins answer any text.
    const text = (i: number) => `viale regina elena ${(i % 120) + 1}${kind === 'local' ? '' : ` ${i}`}`;
    const autocomplete = (i: number) =>
      timed(app!, {
        method: 'GET',
        url: '/api/address/autocomplete',
        query: { q: text(i), locale: 'it' },
        headers: { 'user-agent': `bench-customer-${i % 10}` },
      });
    const firstSuggestion = async () => {
      const response = await app!.inject({
        method: 'GET',
        url: '/api/address/autocomplete',
        query: { q: text(REQUESTS + WARM_UP), locale: 'it' },
      });
      return response.json<{ data: { list: { place_id: string }[] } }>().data.list[0]!.place_id;
    };
    const placeId = kind === 'google' ? `gpl:${HOUSE_45_ID}` : await firstSuggestion();
    const check = (i: number) =>
      timed(app!, {
        method: 'POST',
        url: '/api/address/check',
        payload: { place_id: placeId, locale: 'it' },
        headers: { 'user-agent': `bench-customer-${i % 10}` },
      });
    for (let i = 0; i < WARM_UP; i++) await autocomplete(REQUESTS + i);
    const before = standIn?.seen.length ?? 0;
    const autocompletes: number[] = [];
    for (let i = 0; i < REQUESTS; i++) autocompletes.push(await autocomplete(i));
    const checks: number[] = [];
    for (let i = 0; i < REQUESTS; i++) checks.push(await check(i));
    return {
      kind,
      autocomplete: summary(autocompletes),
      check: summary(checks),
      serviceRequests: (standIn?.seen.length ?? 0) - before,
    };
  } finally {
    await app?.close();
    await standIn?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const kinds: Kind[] = ['local', 'nominatim', 'photon', 'google'];
const results: Figures[] = [];
for (const kind of kinds) {
  log(`${kind}: ${REQUESTS} autocompletes and ${REQUESTS} checks…`);
  results.push(await measure(kind));
  await sleep(100);
}

const ms = (value: number) => value.toFixed(2).padStart(8);
process.stdout.write(
  `\nAddress search through each geocoder, ${REQUESTS} requests each via app.inject (stand-in delay ${SERVICE_MS} ms, load ${loadavg()[0]!.toFixed(2)})\n`,
);
process.stdout.write('geocoder    autocomplete p50   p99 ms   check p50   p99 ms   service requests\n');
for (const result of results) {
  process.stdout.write(
    `${result.kind.padEnd(10)} ${ms(result.autocomplete.p50)} ${ms(result.autocomplete.p99)}   ${ms(result.check.p50)} ${ms(result.check.p99)}   ${String(result.serviceRequests).padStart(8)}\n`,
  );
}
