import type { OrderRequest } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/**
 * POST /api/order (guest) or /api/secured/user/{id}/order (logged in), with
 * the submit attempt's Idempotency-Key (docs/decisions/016): the same key for
 * every retry of one attempt, so a lost answer never makes a second order.
 */
export function placeOrder(body: OrderRequest, idempotencyKey: string, userId: number | null) {
  const headers = { 'idempotency-key': idempotencyKey };
  return userId === null
    ? apiCall('POST /api/order', { body, headers })
    : apiCall('POST /api/secured/user/:id/order', { params: { id: userId }, body, headers });
}
