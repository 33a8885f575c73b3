import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The name of one customer's address search, derived on the server
 * (docs/decisions/066): the API carries no session field, and the browser's
 * keystrokes and its choice reach us as separate requests. The customer's
 * address (as TRUST_PROXY resolves it) and browser (User-Agent) tell their
 * requests apart from other customers'; the geocoder opens a session on the
 * first keystroke, keeps it while they type and ends it when they choose.
 * Hashed: the key lives in memory for minutes and needs no address in clear.
 */
export function addressSearchSession(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
