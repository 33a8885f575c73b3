import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import addressRoutes from './addresses.ts';
import anagraphicRoutes from './anagraphic.ts';
import anonymiseAccountRoutes from './anonymise-account.ts';
import orderRoutes from './orders.ts';
import placeOrderRoutes from './place-order.ts';
import privacyRoutes from './privacy.ts';
import sessionRoutes from './session.ts';

/**
 * /api/secured/user/{id}/…: every route in this scope is authenticated
 * before its body is even read (`app.authenticate` on onRequest): 401
 * HTTP_UNAUTHORIZED without a live token, 403 NO_TOKEN_USER_MISMATCH when
 * {id} is not the token's user, 403 NOT_ACCEPTED_PRIVACY_POLICY unless the
 * route sets `config: { privacyPolicyExempt: true }`. A resource adds a
 * sibling file exporting a plugin and one `register` line here.
 */
function securedUserRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.addHook('onRequest', app.authenticate);
  void app.register(sessionRoutes);
  void app.register(privacyRoutes);
  void app.register(anagraphicRoutes);
  void app.register(addressRoutes);
  void app.register(anonymiseAccountRoutes);
  void app.register(orderRoutes);
  void app.register(placeOrderRoutes);
  done();
}

// Needs the auth plugin (app.authenticate).
export default fp(securedUserRoutes, {
  name: 'secured-user-routes',
  dependencies: ['auth', 'order-verification'],
  encapsulate: true,
});
