import Fastify from 'fastify';
import type { FastifyPluginCallback } from 'fastify';
import { describe, expect, it } from 'vitest';
import addressRoutes from './address/index.ts';
import captchaRoutes from './captcha/index.ts';
import couponRoutes from './coupons/index.ts';
import loginRoutes from './login/index.ts';
import orderRoutes from './order/index.ts';
import orderToVerifyRoutes from './order-to-verify/index.ts';
import paymentRoutes from './payments/index.ts';
import securedUserRoutes from './secured/user/index.ts';
import storefrontRoutes from './storefront/index.ts';
import timetableRoutes from './timetable/index.ts';
import userRoutes from './user/index.ts';

// Each resource declares the plugins it needs (fastify-plugin `dependencies`): without them the server does not start.
const RESOURCES: [string, string, FastifyPluginCallback][] = [
  ['address', 'geocoding', addressRoutes],
  ['captcha', 'captcha', captchaRoutes],
  ['coupons', 'db', couponRoutes],
  ['login', 'db', loginRoutes],
  ['order', 'db', orderRoutes],
  ['order-to-verify', 'db', orderToVerifyRoutes],
  ['payments', 'payments', paymentRoutes],
  ['secured user', 'auth', securedUserRoutes],
  ['storefront', 'storefront', storefrontRoutes],
  ['timetable', 'db', timetableRoutes],
  ['user', 'auth', userRoutes],
];

describe('the /api resources declare their plugins', () => {
  it.each(RESOURCES)(
    '%s routes refuse to start without the %s plugin',
    async (_name, firstNeeded, resource) => {
      const app = Fastify({ logger: false });
      try {
        await expect(app.register(resource).ready()).rejects.toThrow(`The dependency '${firstNeeded}'`);
      } finally {
        await app.close().catch(() => undefined);
      }
    },
  );
});
