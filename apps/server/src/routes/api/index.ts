import type { FastifyInstance } from 'fastify';
import { routesOnlyFromEndpoints } from '../../endpoints.ts';
import { ApiError } from '../../errors.ts';
import addressRoutes from './address/index.ts';
import captchaRoutes from './captcha/index.ts';
import couponRoutes from './coupons/index.ts';
import apiDocsRoutes from './docs/index.ts';
import loginRoutes from './login/index.ts';
import oauthRoutes from './oauth/index.ts';
import orderRoutes from './order/index.ts';
import orderToVerifyRoutes from './order-to-verify/index.ts';
import paymentRoutes from './payments/index.ts';
import pushRoutes from './push/index.ts';
import securedRoutes from './secured/index.ts';
import staffOrderRoutes from './staff-orders/index.ts';
import staffRoutes from './staff/index.ts';
import userRoutes from './user/index.ts';
import storefrontRoutes from './storefront/index.ts';
import timetableRoutes from './timetable/index.ts';
import staffOperationsRoutes from './staff-operations/index.ts';
import staffPrintJobRoutes from './staff-operations/print-jobs.ts';

/**
 * The /api routes of spec §7. Each resource lives in its own folder beside
 * this file and is registered here; every route comes from its entry in the
 * endpoint table (registerEndpoint: a route registered any other way stops
 * the server at start-up), and any /api path no route claims answers 404
 * NOT_FOUND (never the HTML page handler).
 */
export default function apiRoutes(app: FastifyInstance, options: { apiDocs?: boolean }, done: () => void) {
  routesOnlyFromEndpoints(app, { except: '/api/*' });
  // The API's own description (docs/decisions/064), only with API_DOCS.
  void app.register(apiDocsRoutes, { enabled: options.apiDocs === true });
  void app.register(addressRoutes, { prefix: '/address' });
  void app.register(storefrontRoutes, { prefix: '/storefront' });
  void app.register(loginRoutes, { prefix: '/login_check' });
  void app.register(securedRoutes, { prefix: '/secured' });
  void app.register(userRoutes, { prefix: '/user' });
  void app.register(captchaRoutes, { prefix: '/captcha' });
  void app.register(orderRoutes, { prefix: '/order' });
  void app.register(orderToVerifyRoutes, { prefix: '/order-to-verify' });
  void app.register(couponRoutes, { prefix: '/coupons' });
  void app.register(timetableRoutes, { prefix: '/timetable' });
  void app.register(paymentRoutes, { prefix: '/payments' });
  void app.register(pushRoutes, { prefix: '/push' });
  void app.register(oauthRoutes, { prefix: '/oauth' });
  void app.register(staffOrderRoutes, { prefix: '/staff/orders' });
  void app.register(staffRoutes, { prefix: '/staff' });
  void app.register(staffOperationsRoutes, { prefix: '/staff' });
  void app.register(staffPrintJobRoutes, { prefix: '/staff' });
  app.all('/*', () => {
    throw new ApiError(404, 'NOT_FOUND');
  });
  done();
}
