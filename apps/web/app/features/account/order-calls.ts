import { orderDetailResponseSchema, orderListResponseSchema } from '@ordina/contracts';
import type { Order, SessionUser } from '@ordina/contracts';
import { apiCall } from '../../lib/api-client.ts';
import type { ApiResult } from '../../lib/api-client.ts';

/** GET /api/secured/user/{id}/orders/{limit}/{offset}: a page of orders, newest first, and where the next page starts. */
export function loadOrderPage(user: SessionUser, limit: number, offset: number): Promise<ApiResult<{ orders: Order[]; offset: number }>> {
  return apiCall('GET', `/api/secured/user/${user.id}/orders/${limit}/${offset}`, { schema: orderListResponseSchema });
}

/** GET /api/secured/user/{id}/order/{orderId}: one of the user's orders, or NOT_FOUND. */
export function loadOrder(user: SessionUser, orderId: number): Promise<ApiResult<Order>> {
  return apiCall('GET', `/api/secured/user/${user.id}/order/${orderId}`, { schema: orderDetailResponseSchema });
}
