import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { placesList } from '@ordina/contracts';
import { findBusinessPlaces } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { answerEncoding, EncodedAnswers } from './encoded-answers.ts';
import { etagMatches, liveAnswerJson, liveEtag, storefrontJson } from './live-answer.ts';
import { storefrontLiveStateJson } from './live-state.ts';
import { storefrontVersion } from '../../../storefront-version.ts';

/** Options of the storefront routes. */
export interface StorefrontRoutesOptions {
  /** The clock (tests fix it); the system clock by default. */
  now?: () => Date;
}

/**
 * /api/storefront/live: the state the browser refreshes every 60 s, plus the
 * storefront (trimmed to `?locale=` like the page's) when its version changed. Served from the storefront
 * cache, so a poll costs no query while the cache is fresh. The answer is
 * written as JSON text from parts each checked by its schema (live-answer.ts),
 * and one carrying the storefront is encoded once a second at most
 * (encoded-answers.ts): a stale ?version= costs a copy, not a 90 KB
 * serialisation and brotli pass. Needs the `storefront` plugin (declared below). Register with
 * `{ prefix: '/storefront' }` inside /api.
 */
function storefrontRoutes(app: FastifyInstance, options: StorefrontRoutesOptions, done: () => void) {
  const now = options.now ?? (() => new Date());
  const encodedAnswers = new EncodedAnswers(now);

  registerEndpoint(app, 'GET /api/storefront/live', {}, async (request, typedReply) => {
    // The typed reply takes the answer as an object; this one goes out as text or bytes already
    // built from the same schemas (live-answer.ts), or as a bodiless 304.
    const reply = typedReply as unknown as FastifyReply;
    const storefront = await app.storefronts.get(app.businessKey);
    const version = storefrontVersion(storefront);
    const at = now();
    const { locale } = request.query;
    const withStorefront = request.query.version !== version;
    const etag = liveEtag(version, withStorefront ? (locale ?? 'all') : null, at);
    // The state moves with the clock and sets the page's clock (serverTime): no
    // cache may keep it, not even to revalidate. A poller that holds this
    // minute's answer may still ask with If-None-Match and get a bodiless 304.
    void reply.header('cache-control', 'no-store').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const state = storefrontLiveStateJson(storefront, at, version);
    void reply.type('application/json; charset=utf-8');
    if (!withStorefront) return reply.send(liveAnswerJson(state));
    const encoding = answerEncoding(request.headers['accept-encoding']);
    const body = await encodedAnswers.get(`${version} ${locale ?? 'all'}`, encoding, () =>
      liveAnswerJson(state, storefrontJson(storefront, locale)),
    );
    void reply.header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  // The named places (decision 068): read by the checkout only, so no page's first load pays for them.
  registerEndpoint(app, 'GET /api/storefront/places', {}, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return { data: { places: placesList(await findBusinessPlaces(app.database.db, app.businessId)) } };
  });
  done();
}

export default fp(storefrontRoutes, {
  name: 'storefront-routes',
  dependencies: ['storefront', 'db'],
  encapsulate: true,
});
