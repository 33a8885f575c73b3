// The restaurant's actions on an order (docs/decisions/044): `app.orderActions`, and the use cases for callers outside a request.
export { default as orderActionsPlugin } from './plugin.ts';
export type { OrderActions } from './plugin.ts';
export {
  acceptOrder,
  cancelOrder,
  delayOrder,
  discountOrder,
  markOrderDelivered,
  markOrderReady,
  rejectOrder,
} from './order-actions.ts';
export type { OrderActionDependencies, OrderActionInput, OrderActionOutcome } from './order-actions.ts';
