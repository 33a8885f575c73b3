// Payment gateway adapters (README.md): the port, the built-in sandbox, Stripe Checkout and PayPal Orders v2.
export type {
  Checkout,
  CheckoutRequest,
  GatewayEvent,
  PaymentGatewayAdapter,
  RefundRequest,
  WebhookDelivery,
} from './gateway.ts';
export { PaymentProviderError, WebhookSignatureError } from './gateway.ts';
export { createPaymentGateways } from './create-gateways.ts';
export type { PaymentGateways } from './create-gateways.ts';
export { SANDBOX_EVENT_TYPES, SANDBOX_SIGNATURE_HEADER, sandboxGateway } from './sandbox-gateway.ts';
export type {
  SandboxCallbackDelivery,
  SandboxGateway,
  SandboxOutcome,
  SandboxPayment,
} from './sandbox-gateway.ts';
export { stripeGateway } from './stripe-gateway.ts';
export type { StripeSettings } from './stripe-gateway.ts';
export { paypalAmount, paypalCents, paypalGateway } from './paypal-gateway.ts';
export type { PaypalSettings } from './paypal-gateway.ts';
