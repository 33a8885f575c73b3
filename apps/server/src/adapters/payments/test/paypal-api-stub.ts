import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { startStubServer, type StubAnswer, type StubRequest, type StubServer } from './stub-server.ts';

/*
 * A local stand-in for the part of PayPal's REST API the gateway calls (no
 * internet here): the OAuth2 client-credentials token, Orders v2 (create,
 * capture), the capture refund and verify-webhook-signature. Writes honour
 * PayPal-Request-Id (the same id answers the first result). Webhooks are
 * signed the way PayPal documents it — RSA-SHA256 over
 * `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the raw body>`
 * — with the stub's own key, and verify-webhook-signature checks that
 * signature against the exact event bytes it was handed.
 */

export const STUB_CLIENT_ID = 'AYstub-client';
export const STUB_CLIENT_SECRET = 'EGstub-secret';
export const STUB_WEBHOOK_ID = '8PT597110X687430LKGECATA';

/** An order as the stub keeps it. */
export interface StubPaypalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  custom_id: string;
  request: Record<string, unknown>;
  capture?: {
    id: string;
    status: 'COMPLETED';
    amount: { currency_code: string; value: string };
    custom_id: string;
  };
}

/** The PayPal stand-in. */
export interface PaypalApiStub extends StubServer {
  orders: Map<string, StubPaypalOrder>;
  /** The customer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /** Makes every token issued so far invalid (PayPal answers 401 to them). */
  expireTokens(): void;
  /** A signed webhook delivery of `eventType` about `resource`. */
  event(
    eventType: string,
    resource: unknown,
    options?: { webhookId?: string },
  ): { body: string; headers: Record<string, string> };
}

/** Starts the PayPal stand-in on a free loopback port. */
export async function startPaypalApiStub(): Promise<PaypalApiStub> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, StubPaypalOrder>();
  const byRequestId = new Map<string, StubAnswer>();
  const tokens = new Set<string>();
  let counter = 0;

  const json = (request: StubRequest) =>
    JSON.parse(request.body === '' ? '{}' : request.body) as Record<string, unknown>;
  const error = (status: number, name: string, issue?: string): StubAnswer => ({
    status,
    body: { name, details: issue === undefined ? [] : [{ issue }] },
  });

  /** Bearer check, then PayPal-Request-Id: a repeated id answers what the first request got. */
  function authorised(request: StubRequest, answer: () => StubAnswer): StubAnswer {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined || !tokens.has(token)) return error(401, 'AUTHENTICATION_FAILURE');
    const requestId = request.headers['paypal-request-id'];
    if (typeof requestId === 'string' && byRequestId.has(requestId)) return byRequestId.get(requestId)!;
    const result = answer();
    if (typeof requestId === 'string' && result.status < 300) byRequestId.set(requestId, result);
    return result;
  }

  const server = await startStubServer([
    [
      'POST',
      /^\/v1\/oauth2\/token$/,
      (request) => {
        const expected = `Basic ${Buffer.from(`${STUB_CLIENT_ID}:${STUB_CLIENT_SECRET}`).toString('base64')}`;
        if (request.headers.authorization !== expected || request.body !== 'grant_type=client_credentials')
          return error(401, 'invalid_client');
        const token = `A21AA-${randomUUID()}`;
        tokens.add(token);
        return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } };
      },
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders$/,
      (request) =>
        authorised(request, () => {
          const body = json(request);
          const unit = (
            body.purchase_units as { amount: { currency_code: string; value: string }; custom_id: string }[]
          )[0]!;
          if (body.intent !== 'CAPTURE') return error(422, 'UNPROCESSABLE_ENTITY', 'INVALID_INTENT');
          const id = `5O190127TN${String((counter += 1)).padStart(6, '0')}`;
          orders.set(id, {
            id,
            status: 'PAYER_ACTION_REQUIRED',
            amount: unit.amount,
            custom_id: unit.custom_id,
            request: body,
          });
          return {
            status: 200,
            body: {
              id,
              status: 'PAYER_ACTION_REQUIRED',
              links: [
                { href: `${server.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
                {
                  href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}`,
                  rel: 'payer-action',
                  method: 'GET',
                },
              ],
            },
          };
        }),
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
      (request, match) =>
        authorised(request, () => {
          const order = orders.get(decodeURIComponent(match[1]!));
          if (order === undefined) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
          if (order.status === 'COMPLETED')
            return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
          if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
          order.status = 'COMPLETED';
          order.capture = {
            id: `3C679366HH${String((counter += 1)).padStart(6, '0')}`,
            status: 'COMPLETED',
            amount: order.amount,
            custom_id: order.custom_id,
          };
          return {
            status: 201,
            body: {
              id: order.id,
              status: 'COMPLETED',
              purchase_units: [{ reference_id: 'default', payments: { captures: [order.capture] } }],
            },
          };
        }),
    ],
    [
      'POST',
      /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
      (request, match) =>
        authorised(request, () => {
          const captured = [...orders.values()].find(
            (order) => order.capture?.id === decodeURIComponent(match[1]!),
          );
          if (captured === undefined) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
          return {
            status: 201,
            body: {
              id: `1JU08902781${String((counter += 1)).padStart(6, '0')}`,
              status: 'COMPLETED',
              amount: json(request).amount,
            },
          };
        }),
    ],
    [
      'POST',
      /^\/v1\/notifications\/verify-webhook-signature$/,
      (request) =>
        authorised(request, () => {
          const fields = json(request);
          // The event exactly as the gateway pasted it in: the signature is over those bytes.
          const marker = '"webhook_event":';
          const raw = request.body.slice(request.body.indexOf(marker) + marker.length, -1);
          const signed = `${String(fields.transmission_id)}|${String(fields.transmission_time)}|${String(fields.webhook_id)}|${crc32(raw)}`;
          const verifier = createVerify('RSA-SHA256').update(signed);
          let holds = false;
          try {
            holds =
              fields.auth_algo === 'SHA256withRSA' &&
              verifier.verify(publicKey, String(fields.transmission_sig), 'base64');
          } catch {
            holds = false;
          }
          return {
            status: 200,
            body: {
              verification_status: holds && fields.webhook_id === STUB_WEBHOOK_ID ? 'SUCCESS' : 'FAILURE',
            },
          };
        }),
    ],
  ]);

  return {
    ...server,
    orders,
    approve(orderId) {
      const order = orders.get(orderId);
      if (order === undefined) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
    },
    expireTokens() {
      tokens.clear();
    },
    event(eventType, resource, options = {}) {
      const body = JSON.stringify({
        id: `WH-${randomUUID()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        event_type: eventType,
        resource,
      });
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      const signature = createSign('RSA-SHA256')
        .update(
          `${transmissionId}|${transmissionTime}|${options.webhookId ?? STUB_WEBHOOK_ID}|${crc32(body)}`,
        )
        .sign(privateKey, 'base64');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${server.url}/v1/notifications/certs/CERT-stub`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature,
          'paypal-transmission-time': transmissionTime,
        },
      };
    },
  };
}
