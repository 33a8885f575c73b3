// Online payments (docs/decisions/018): `app.payments` — checkouts, webhook events, refunds, the unpaid-order sweep.
export { default as paymentsPlugin } from './plugin.ts';
export type { Payments, PaymentsPluginOptions } from './plugin.ts';
export type { RefundReport, RefundState } from './refunds.ts';
export type { StartedPayment, StartPaymentRefusal } from './start-payment.ts';
export { postSandboxCallback, SANDBOX_WEBHOOK_PATH } from './sandbox-courier.ts';
export type { SandboxCourier } from './sandbox-courier.ts';
export type { OrderRef } from './order-checkout.ts';
