import type { SessionUser } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** GET /api/secured/user/{id}/orders/{limit}/{offset}: a page of orders, newest first, and where the next page starts. */
export function loadOrderPage(user: SessionUser, limit: number, offset: number) {
  return apiCall('GET /api/secured/user/:id/orders/:limit/:offset', {
    params: { id: user.id, limit, offset },
  });
}

/** GET /api/secured/user/{id}/order/{orderId}: one of the user's orders, or NOT_FOUND. */
export function loadOrder(user: SessionUser, orderId: number) {
  return apiCall('GET /api/secured/user/:id/order/:orderId', { params: { id: user.id, orderId } });
}
