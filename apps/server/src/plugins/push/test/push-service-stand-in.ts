import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/*
 * A local push service speaking the Web Push protocol, for the server's tests (docs/decisions/069):
 * it takes a push message as RFC 8030 delivers it (POST to the subscription's URL, TTL and Urgency
 * headers), checks the sender's VAPID authorisation (RFC 8292: `Authorization: vapid t=<JWT>,
 * k=<public key>`, an ES256 JWT whose `aud` is this service's origin, valid with that key) and,
 * holding the browser's private key, decrypts the aes128gcm payload (RFC 8291 over RFC 8188) as a
 * browser would. It answers 201 Created, or 410 Gone for a subscription it was told has expired.
 */

/** A browser's subscription made for the stand-in: what the page sends, and the private key only the browser has. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's ECDH key pair (the user agent's, "ua" in RFC 8291). */
  ecdh: ReturnType<typeof createECDH>;
}

/** One push message as the stand-in received and decrypted it. */
export interface ReceivedPush {
  /** The subscription's name (the last segment of its URL). */
  name: string;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims and the public key it was signed with (`k`). */
  vapid: { claims: { aud: string; exp: number; sub: string }; publicKey: string };
  /** The decrypted payload, parsed. */
  notification: unknown;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription at this service. */
  subscribe(name: string): TestSubscription;
  /** The subscription `name` has expired: the next message to it is answered 410 Gone. */
  expire(name: string): void;
  /** Holds every answer until `release()` (a slow push service). */
  hold(): void;
  release(): void;
  /** Messages the service refused, with why (none when the sender spoke the protocol). */
  refusals: string[];
  close(): Promise<void>;
}

const b64url = (text: string) => Buffer.from(text, 'base64url');

/** The P-256 public key of an uncompressed point (0x04 || x || y) as a KeyObject. */
function publicKeyOf(point: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** RFC 8292: the JWT's header and claims once its ES256 signature checks out with `k`; throws why not. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (match === null) throw new Error(`no vapid authorization: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const head = JSON.parse(b64url(header).toString()) as { typ: string; alg: string };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const key = b64url(k);
  if (key.length !== 65 || key[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKeyOf(key), dsaEncoding: 'ieee-p1363' },
    b64url(signature),
  );
  if (!valid) throw new Error('JWT signature does not verify with k');
  const body = JSON.parse(b64url(claims).toString()) as ReceivedPush['vapid']['claims'];
  if (body.aud !== origin) throw new Error(`JWT aud ${body.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600))
    throw new Error(`JWT exp ${body.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`JWT sub ${body.sub}`);
  return { claims: body, publicKey: k };
}

/** RFC 8291 + RFC 8188: the plaintext of an aes128gcm body for `subscription`. */
export function decryptPush(body: Buffer, subscription: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, not the sender's P-256 key`);
  if (record.length > recordSize) throw new Error('more than one record');
  const userKey = subscription.ecdh.getPublicKey();
  const secret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, b64url(subscription.keys.auth), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, TestSubscription>();
  const expired = new Set<string>();
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  let held: (() => void)[] | null = null;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number) => {
        const send = () => {
          response.writeHead(
            status,
            status === 201 ? { location: `${origin}/message/${received.length}` } : {},
          );
          response.end();
        };
        if (held === null) send();
        else held.push(send);
      };
      const name = (request.url ?? '').split('/').at(-1) ?? '';
      const subscription = subscriptions.get(name);
      try {
        if (request.method !== 'POST' || subscription === undefined)
          throw new Error(`no subscription ${request.url}`);
        const vapid = checkVapid(request.headers.authorization, origin);
        if (!/^\d+$/.test(String(request.headers.ttl))) throw new Error(`TTL ${String(request.headers.ttl)}`);
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        if (expired.has(name)) {
          answer(410);
          return;
        }
        const plaintext = decryptPush(Buffer.concat(chunks), subscription);
        received.push({
          name,
          headers: request.headers,
          vapid,
          notification: JSON.parse(plaintext.toString('utf8')),
        });
        answer(201);
      } catch (error) {
        refusals.push(error instanceof Error ? error.message : String(error));
        answer(400);
      }
    });
  });
  const origin = `http://127.0.0.1:${await listenOnFreePort(server)}`;

  return {
    origin,
    received,
    refusals,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription = {
        endpoint: `${origin}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      subscriptions.set(name, subscription);
      return subscription;
    },
    expire(name) {
      expired.add(name);
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
