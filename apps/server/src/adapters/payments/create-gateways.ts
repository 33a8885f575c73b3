import type { PaymentGateway } from '@ordina/contracts';
import type { PaymentSettings } from '../../config.ts';
import type { PaymentGatewayAdapter } from './gateway.ts';
import { paypalGateway } from './paypal-gateway.ts';
import { sandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';

/** The gateways this server runs: the sandbox always, Stripe and PayPal when their keys are configured. */
export interface PaymentGateways {
  sandbox: SandboxGateway;
  /** By name (as the ledger stores it); a gateway that is not configured is absent. */
  byName: ReadonlyMap<string, PaymentGatewayAdapter>;
}

/** Builds the configured gateways; the sandbox signs with `sandboxSecret` and serves its page under `publicUrl`. */
export function createPaymentGateways(
  settings: Pick<PaymentSettings, 'stripe' | 'paypal'> & { publicUrl: string; sandboxSecret: string },
): PaymentGateways {
  const sandbox = sandboxGateway({ secret: settings.sandboxSecret, publicUrl: settings.publicUrl });
  const byName = new Map<PaymentGateway, PaymentGatewayAdapter>([['sandbox', sandbox]]);
  if (settings.stripe !== undefined) byName.set('stripe', stripeGateway(settings.stripe));
  if (settings.paypal !== undefined) byName.set('paypal', paypalGateway(settings.paypal));
  return { sandbox, byName };
}
