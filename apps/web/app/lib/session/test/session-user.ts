import type { SessionUser } from '@ordina/contracts';

/** A logged-in user as the server answers it (tests). */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'anna@example.com',
    name: 'Anna',
    lastname: 'Bianchi',
    phone: '+39 333 123 4567',
    privacy_policy_accepted: true,
    token: 'header.payload.signature',
    iat: 1_800_000_000,
    exp: 1_800_086_400,
    rat: 1_800_084_600,
    ...overrides,
  };
}
