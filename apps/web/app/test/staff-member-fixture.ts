import type { StaffMember } from '@ordina/contracts';

/** The business's owner as a staff session holds them: Anna, in English, no authenticator unless `over` says so. */
export function staffOwner(over: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 1,
    email: 'anna@trattoria.example',
    name: 'Anna',
    role: 'owner',
    locale: 'en',
    totpEnabled: false,
    ...over,
  };
}
