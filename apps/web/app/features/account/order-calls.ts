import type { Order, SessionUser } from '@ordina/contracts';
import { apiCall, envelopeSchema } from '../../lib/api-client.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { readOrder, readOrderPage } from './response-readers.ts';

// Checked by hand (response-readers.ts): a contracts schema here would put zod into every page's first load.
const orderPageAnswer = envelopeSchema(readOrderPage);
const orderAnswer = envelopeSchema(readOrder);

/** GET /api/secured/user/{id}/orders/{limit}/{offset}: a page of orders, newest first, and where the next page starts. */
export function loadOrderPage(user: SessionUser, limit: number, offset: number): Promise<ApiResult<{ orders: Order[]; offset: number }>> {
  return apiCall('GET', `/api/secured/user/${user.id}/orders/${limit}/${offset}`, { schema: orderPageAnswer });
}

/** GET /api/secured/user/{id}/order/{orderId}: one of the user's orders, or NOT_FOUND. */
export function loadOrder(user: SessionUser, orderId: number): Promise<ApiResult<Order>> {
  return apiCall('GET', `/api/secured/user/${user.id}/order/${orderId}`, { schema: orderAnswer });
}
